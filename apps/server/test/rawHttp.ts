import { connect, type Socket } from 'node:net';

// HTTP spoken on raw sockets, for the stop tests: each request on a connection of its own, the
// answer read until the server closes it (what a draining server must do).

/** Whether a new TCP connection to the port is accepted (true) or refused (false). */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A GET on a new connection of its own, answered with `connection: close` while draining.
 * (Not fetch: its pool would reuse the keep-alive socket of an earlier request, which the
 * stopping server may close at that very moment, failing the request with ECONNRESET.)
 * `close` asks for the connection to end with the answer: a probe that polls a server not yet
 * draining would otherwise wait out the server's keep-alive time for each 200.
 */
export async function freshGet(port: number, path: string, { close = false } = {}) {
  const socket = connect(port, '127.0.0.1');
  // A refused connection (the port already closed) fails the probe instead of hanging it with
  // an uncaught ECONNREFUSED.
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const answered = answerOf(socket);
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${close ? 'Connection: close\r\n' : ''}\r\n`);
  return answered;
}

/** Everything the server sent on a socket until it closed it: status, headers, body. */
export function answerOf(socket: Socket) {
  return new Promise<{ status: number; headers: Record<string, string>; body: any }>((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.once('error', reject);
    socket.once('close', () => {
      const [head, body] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : undefined });
    });
  });
}
