import net, { type AddressInfo, type Socket } from 'node:net';

/**
 * What the SMTP server at the front's address does to a new connection:
 * - refuse: nothing listens (the port is closed, connecting fails at once);
 * - hang: accepts and never says a word, holding the socket until the client gives up;
 * - drop-on-connect: accepts and closes the connection before the greeting;
 * - drop-mid-data: speaks SMTP up to DATA, then cuts the line as the message arrives;
 * - none: a working server (the connection is passed through to the upstream SMTP stub).
 */
export type SmtpFault = 'refuse' | 'hang' | 'drop-on-connect' | 'drop-mid-data' | 'none';

export interface FaultySmtp {
  /** SMTP_URL of the front: one address whatever the fault, as a real server that fails and recovers keeps its address. */
  url: string;
  /** Connections accepted so far (a refused one never arrives). */
  connections: number;
  setFault(fault: SmtpFault): Promise<void>;
  close(): Promise<void>;
}

/** Answers the commands before DATA like a server would, then drops the connection with the message half sent. */
function dropMidData(socket: Socket): void {
  let buffered = '';
  let inData = false;
  socket.write('220 faulty.test ESMTP\r\n');
  socket.on('data', (chunk: Buffer) => {
    if (inData) return void socket.destroy();
    buffered += chunk.toString('latin1');
    let end: number;
    while ((end = buffered.indexOf('\r\n')) >= 0) {
      const command = buffered.slice(0, end).slice(0, 4).toUpperCase();
      buffered = buffered.slice(end + 2);
      if (command === 'DATA') {
        inData = true;
        socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
      } else if (command === 'QUIT') {
        socket.end('221 Bye\r\n');
      } else {
        socket.write(`250 ${command === 'EHLO' || command === 'HELO' ? 'faulty.test' : 'OK'}\r\n`);
      }
    }
  });
}

/**
 * A TCP front on a local port of its own, misbehaving as `fault` says, ahead of a working SMTP
 * server at `upstreamUrl` (tests/support/smtp-stub.ts) that it passes connections to once the fault is 'none'.
 */
export async function startFaultySmtp(upstreamUrl: string, fault: SmtpFault): Promise<FaultySmtp> {
  const upstreamPort = Number(new URL(upstreamUrl).port);
  const open = new Set<Socket>();
  let current = fault;

  const server = net.createServer((socket) => {
    front.connections++;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    switch (current) {
      case 'hang':
      case 'refuse':
        return;
      case 'drop-on-connect':
        return void socket.destroy();
      case 'drop-mid-data':
        return dropMidData(socket);
      case 'none': {
        const upstream = net.connect(upstreamPort, '127.0.0.1');
        upstream.on('error', () => socket.destroy());
        socket.on('close', () => upstream.destroy());
        upstream.on('close', () => socket.destroy());
        socket.pipe(upstream).pipe(socket);
        return;
      }
    }
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      for (const socket of open) socket.destroy();
      server.close(() => resolve());
    });

  await listen(0);
  const { port } = server.address() as AddressInfo;
  const front: FaultySmtp = {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=1`,
    connections: 0,
    async setFault(next) {
      current = next;
      if (next === 'refuse') await stop();
      else if (!server.listening) await listen(port);
    },
    close: stop,
  };
  if (fault === 'refuse') await stop();
  return front;
}
