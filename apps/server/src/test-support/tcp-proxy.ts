import { connect, createServer, type Server, type Socket } from 'node:net';

/** What the proxy holds back while frozen: bytes, in order, then perhaps the end of the stream. */
type Held = Buffer | 'end';

interface Pair {
  app: Socket;
  database: Socket;
  toDatabase: Held[];
  toApp: Held[];
}

/**
 * A TCP proxy between the app and PostgreSQL, to break the link as networks and databases break:
 * `freeze()` stops forwarding in both directions and holds every socket open (a hung database, a
 * partitioned network: nothing arrives, nothing is refused); new connections are accepted and held
 * too. `thaw()` sends what was held and forwards again. `cut()` destroys every connection open now
 * (a restarted database, a dropped link); later connections are forwarded as usual.
 */
export interface TcpProxy {
  /** The database URL `url` names, reached through the proxy. */
  readonly url: string;
  freeze(): void;
  thaw(): void;
  cut(): void;
  /** Connections accepted so far. */
  readonly accepted: number;
  /** Bytes the app sent that the proxy holds back (while frozen). */
  heldFromApp(): number;
  close(): Promise<void>;
}

/** Starts a proxy on 127.0.0.1 (a free port) toward the host and port `databaseUrl` names. */
export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const targetPort = Number(target.port || 5432);
  const targetHost = target.hostname || '127.0.0.1';
  const pairs = new Set<Pair>();
  let frozen = false;
  let accepted = 0;

  const deliver = (to: Socket, item: Held) => {
    if (to.destroyed) return;
    if (item === 'end') to.end();
    else to.write(item);
  };

  /** Forwards `from` to `to`, or holds what arrives in `held` while frozen. */
  const forward = (from: Socket, to: Socket, held: Held[]) => {
    from.on('data', (chunk: Buffer) => (frozen ? held.push(chunk) : deliver(to, chunk)));
    from.on('end', () => (frozen ? held.push('end') : deliver(to, 'end')));
  };

  const server: Server = createServer((app) => {
    accepted += 1;
    const database = connect(targetPort, targetHost);
    const pair: Pair = { app, database, toDatabase: [], toApp: [] };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      app.destroy();
      database.destroy();
    };
    // A socket's error is followed by its close; either side's close ends the pair, except while
    // frozen, when nothing of it reaches the other side until the thaw.
    app.on('error', () => undefined);
    database.on('error', () => undefined);
    app.on('close', () => (frozen ? pair.toDatabase.push('end') : drop()));
    database.on('close', () => (frozen ? pair.toApp.push('end') : drop()));
    forward(app, database, pair.toDatabase);
    forward(database, app, pair.toApp);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const cut = () => {
    for (const pair of pairs) {
      pair.app.resetAndDestroy();
      pair.database.destroy();
    }
    pairs.clear();
  };

  return {
    url: url.toString(),
    get accepted() {
      return accepted;
    },
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const pair of [...pairs]) {
        for (const item of pair.toDatabase.splice(0)) deliver(pair.database, item);
        for (const item of pair.toApp.splice(0)) deliver(pair.app, item);
        if (pair.app.destroyed || pair.database.destroyed) {
          pairs.delete(pair);
          pair.app.destroy();
          pair.database.destroy();
        }
      }
    },
    cut,
    heldFromApp: () => [...pairs].reduce((sum, pair) => sum + pair.toDatabase.reduce((n, item) => n + (item === 'end' ? 0 : item.length), 0), 0),
    close: async () => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
