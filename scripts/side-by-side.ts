// Runs commands side by side, as the build runs its two bundles and `npm test` its code checks:
// each command's output is kept until it ends, then printed whole, so that two never
// interleave; a command run alone prints as it goes.
import { spawn } from 'node:child_process';
import { ROOT_DIR } from './paths.ts';

/** One command, run in the project folder. */
export interface Command {
  /** What it does, for messages. */
  name: string;
  /** The program and its arguments. */
  command: string;
  args: string[];
  /** Variables added to the environment. */
  env?: Record<string, string>;
}

/** Runs one command; resolves to false when it failed or could not start. */
function runCommand({ name, command, args, env }: Command, alone: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT_DIR,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output: Array<[NodeJS.WriteStream, Buffer]> = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push([process.stdout, chunk]));
    child.stderr?.on('data', (chunk: Buffer) => output.push([process.stderr, chunk]));
    child.on('error', (error) => {
      console.error(`${name}: ${error.message}`);
      resolve(false);
    });
    child.on('close', (code) => {
      for (const [stream, chunk] of output) stream.write(chunk);
      resolve(code === 0);
    });
  });
}

/** Runs the commands side by side; resolves, in their order, to whether each succeeded. */
export function runSideBySide(commands: readonly Command[]): Promise<boolean[]> {
  return Promise.all(commands.map((command) => runCommand(command, commands.length === 1)));
}
