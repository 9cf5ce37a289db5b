import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses the HTTP/1.1 answers in `raw`, in order (no chunked bodies: the answers tested carry a length). */
export function parseAnswers(raw: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) throw new Error(`No complete answer in ${JSON.stringify(rest.subarray(0, 200).toString('latin1'))}`);
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const bodyEnd = end + 4 + Number(headers['content-length'] ?? rest.length - end - 4);
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body: rest.subarray(end + 4, bodyEnd).toString('utf8') });
    rest = rest.subarray(bodyEnd);
  }
  return answers;
}

/** An open connection: write requests as they are, read every answer once the server closes it. */
export function rawConnection(port: number): { write: (request: string) => void; answers: Promise<RawAnswer[]> } {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  // The server may reset the connection after answering while the request is still arriving.
  socket.on('error', () => undefined);
  const answers = new Promise<RawAnswer[]>((resolve, reject) => {
    socket.on('close', () => {
      try {
        resolve(parseAnswers(Buffer.concat(chunks)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
  return { write: (request) => socket.write(request), answers };
}

/**
 * Writes `request` as it is to a new connection and reads until the server closes it: what Node's
 * HTTP parser answers before Fastify sees a request cannot go through `app.inject`.
 */
export async function rawHttp(port: number, request: string): Promise<RawAnswer> {
  const connection = rawConnection(port);
  connection.write(request);
  const [first] = await connection.answers;
  if (!first) throw new Error('The server closed the connection without an answer.');
  return first;
}
