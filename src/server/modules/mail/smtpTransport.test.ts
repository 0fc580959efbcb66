import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpTransport } from './smtpTransport';

/** A minimal SMTP server on loopback that keeps what it is sent. */
function smtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else received.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    }),
  );
}

let running: Server | undefined;
afterEach(() => {
  running?.close();
  running = undefined;
});

describe('SMTP transport', () => {
  it('sends each message through the SMTP server of its URL, nodemailer loaded at the first', async () => {
    const { server, port, received } = await smtpServer();
    running = server;
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Back office <no-reply@test.local>');
    await transport.send({ to: 'ha@example.com', subject: 'First', text: 'Hello' });
    await transport.send({ to: 'an@example.com', subject: 'Second', text: 'Again' });
    const text = received.join('\n');
    expect(text).toContain('Subject: First');
    expect(text).toContain('Subject: Second');
    expect(text).toContain('To: an@example.com');
  });

  it('rejects a message when the server cannot be reached, and the next one still tries', async () => {
    const { server, port } = await smtpServer();
    server.close();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'no-reply@test.local');
    await expect(transport.send({ to: 'ha@example.com', subject: 'Lost', text: 'x' })).rejects.toThrow();
    await expect(transport.send({ to: 'ha@example.com', subject: 'Lost', text: 'x' })).rejects.toThrow();
  });
});
