// npm start: install what is missing, build, and serve the web app and the API on one port.
import { spawn } from 'node:child_process';
import { ensureInstalled, ensureSystemPackages, ensureWebBuilt, root } from './setup.mjs';

ensureInstalled();
ensureSystemPackages();
ensureWebBuilt();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
