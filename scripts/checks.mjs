// Runs independent commands a few at a time (the static checks are CPU-bound and each uses one core), printing each
// command's output in one block when it ends so the log stays readable.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { root } from './setup.mjs';

/** @param {{ heading: string, command: string, args: string[] }[]} jobs  @returns {Promise<string[]>} the headings that failed */
export async function runConcurrently(jobs, concurrency = Math.max(2, availableParallelism())) {
  const failed = [];
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = Date.now();
      const { status, output } = await capture(job.command, job.args);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${job.heading}（${seconds} 秒）${status === 0 ? '' : ' ✖'}`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      if (status !== 0) failed.push(job.heading);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return failed;
}

function capture(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ status, output }));
  });
}
