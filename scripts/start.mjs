// npm start: install what is missing, build the web app and compile the server, and serve the web app and the API on one port.
import { spawn } from 'node:child_process';
import { ensureInstalled, ensureServerBuilt, ensureSystemPackages, ensureWebBuilt, root } from './setup.mjs';

ensureInstalled();
ensureSystemPackages();
ensureWebBuilt();
ensureServerBuilt();
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
