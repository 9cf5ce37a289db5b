/**
 * Where a text stops being JSON (RFC 8259): the offset of the first character that cannot
 * continue it, the text's length when it ends too early, or -1 when it is valid. Run only after
 * JSON.parse failed, whose messages do not always say where.
 */
const LITERAL = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /["\\/bfnrt]|u[0-9a-fA-F]{4}/y;

class Stop {
  constructor(readonly at: number) {}
}

export function jsonErrorOffset(text: string): number {
  let i = 0;
  const stop = (): never => {
    throw new Stop(i);
  };
  const space = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const expect = (char: string) => {
    if (text[i] !== char) stop();
    i++;
  };
  const string = () => {
    expect('"');
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return;
      }
      if (c < 0x20) stop();
      if (c === 0x5c) {
        ESCAPE.lastIndex = i + 1;
        const escape = ESCAPE.exec(text);
        if (!escape) {
          i++;
          stop();
        }
        i += 1 + (escape?.[0].length ?? 0);
      } else i++;
    }
    stop();
  };
  // An explicit stack instead of recursion: deep nesting cannot overflow.
  const closers: string[] = [];
  const value = () => {
    space();
    if (text[i] === '"') return string();
    LITERAL.lastIndex = i;
    const literal = LITERAL.exec(text);
    if (!literal) stop();
    i += literal?.[0].length ?? 0;
  };
  try {
    for (;;) {
      space();
      if (text[i] === '{' || text[i] === '[') {
        const closer = text[i] === '{' ? '}' : ']';
        i++;
        space();
        if (text[i] === closer) i++;
        else {
          closers.push(closer);
          if (closer === '}') {
            string();
            space();
            expect(':');
          }
          continue;
        }
      } else value();
      // After a value: a comma continues the innermost list or object, its closer ends it.
      for (;;) {
        const closer = closers[closers.length - 1];
        space();
        if (closer === undefined) {
          if (i < text.length) stop();
          return -1;
        }
        if (text[i] === ',') {
          i++;
          if (closer === '}') {
            space();
            string();
            space();
            expect(':');
          }
          break;
        }
        expect(closer);
        closers.pop();
      }
    }
  } catch (error) {
    if (error instanceof Stop) return error.at;
    throw error;
  }
}
