/** @jest-environment node */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { applyServerTimeouts, fragmentServerTimeouts } from './server-timeouts';

const limits = { ...fragmentServerTimeouts, headersTimeoutMs: 200, requestTimeoutMs: 200, maxConnections: 2 };

let server: http.Server;
let port: number;

beforeEach(async () => {
  server = http.createServer({ connectionsCheckingInterval: 50 }, (_request, response) => response.end('ok'));
  applyServerTimeouts(server, limits);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ({ port } = server.address() as AddressInfo);
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A raw connection, and a promise that settles with what the server sent once it closed it. */
function connect(): Promise<{ socket: net.Socket; closed: Promise<string> }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      const closed = new Promise<string>((done) => socket.on('close', () => done(received)));
      socket.on('error', () => undefined);
      resolve({ socket, closed });
    });
  });
}

describe('a fragment server’s sockets', () => {
  it('answers a request whose head never ends with 408 and closes it once the head time-out passes', async () => {
    const { socket, closed } = await connect();
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');

    const startedAt = Date.now();
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });

  it('closes a connection past the connection cap at once', async () => {
    const open = await Promise.all([connect(), connect()]);
    // The server counts a connection once it accepted it.
    await new Promise((resolve) => setTimeout(resolve, 50));

    const { closed } = await connect();

    expect(await closed).toBe('');
    for (const { socket } of open) socket.destroy();
  });
});
