/** Callers' questions put to the database together, up to this many in one statement. */
const MAX_BATCH = 200;

interface Waiting<Key, Answer> {
  key: Key;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
}

/**
 * One statement for the questions that queue while others are under way. A question asked when
 * fewer than `parallel` statements run goes at once, alone; one asked while `parallel` statements
 * run waits for the first of them to end and then goes with every question that queued meanwhile.
 * Every caller's answer is thus read by a statement that began after it asked, never by one already
 * under way: it is as fresh as a read of its own. `readAll` answers `keys` in their order; its
 * failure is each waiting caller's failure.
 */
export function batchedReads<Key, Answer>(readAll: (keys: Key[]) => Promise<Answer[]>, parallel: number) {
  const queue: Waiting<Key, Answer>[] = [];
  let running = 0;

  function next(): void {
    if (running >= parallel || queue.length === 0) return;
    const batch = queue.splice(0, MAX_BATCH);
    running += 1;
    const done = () => {
      running -= 1;
      next();
    };
    readAll(batch.map((waiting) => waiting.key)).then(
      (answers) => {
        done();
        batch.forEach((waiting, i) => waiting.resolve(answers[i] as Answer));
      },
      (error: unknown) => {
        done();
        batch.forEach((waiting) => waiting.reject(error));
      },
    );
  }

  return function read(key: Key): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      queue.push({ key, resolve, reject });
      next();
    });
  };
}
