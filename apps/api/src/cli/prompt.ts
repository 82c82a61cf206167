import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

export type Prompter = {
  ask: (question: string) => Promise<string>;
  /** Does not echo what is typed (passwords). */
  askHidden: (question: string) => Promise<string>;
  close: () => void;
};

/**
 * Line prompts on stdin that also work when answers are piped in: lines are read through one
 * buffered iterator, so none is lost between questions.
 */
export function createPrompter(): Prompter {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) process.stdout.write(chunk, encoding);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  const lines = rl[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('Input ended before every answer was given.');
    return String(value);
  };
  return {
    ask: async (question) => {
      process.stdout.write(question);
      return next();
    },
    askHidden: async (question) => {
      process.stdout.write(question);
      muted = true;
      try {
        return await next();
      } finally {
        muted = false;
        if (process.stdin.isTTY) process.stdout.write('\n');
      }
    },
    close: () => rl.close(),
  };
}
