import { loopbackPorts, moveNginxPorts, upstreamPorts } from './nginx-ports';

const config = `
  upstream header_fragment_server {
    server 127.0.0.1:3101;
    server 127.0.0.1:3103 max_fails=1;
    keepalive 16;
  }
  server {
    listen 3001;
    map $x $csp { default "script-src localhost:3001"; }
    location /fragment/ { proxy_pass http://header_fragment_server; }
    location /api/ {
      proxy_pass http://127.0.0.1:3010;
    }
  }
`;

describe('moving deploy/nginx.conf to other ports', () => {
  it('finds the upstreams, and every port listened on or proxied to', () => {
    expect(upstreamPorts(config)).toEqual({ header_fragment_server: [3101, 3103] });
    expect(loopbackPorts(config)).toEqual([3101, 3103, 3001, 3010]);
  });

  it('moves sockets to loopback only and leaves the text a browser reads', () => {
    const moved = moveNginxPorts(
      config,
      new Map([
        [3101, 4101],
        [3103, 4103],
        [3001, 4001],
        [3010, 4010],
      ]),
    );
    expect(moved).toContain('server 127.0.0.1:4101;');
    expect(moved).toContain('server 127.0.0.1:4103 max_fails=1;');
    expect(moved).toContain('listen 127.0.0.1:4001;');
    expect(moved).toContain('proxy_pass http://127.0.0.1:4010;');
    expect(moved).toContain('script-src localhost:3001');
  });
});
