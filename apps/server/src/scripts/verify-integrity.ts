// npm run verify-integrity -w @notaria/server: checks every organisation's integrity chain (links, manifests,
// hashes) and its timestamp tokens, one line per organisation. Exit code 1 when anything fails. With PGlite,
// stop the server first (one process at a time may open its data directory).
import { integrityReport } from '../modules/integrity/integrity.api.ts';
import { printReport } from './command.ts';

await printReport(integrityReport);
