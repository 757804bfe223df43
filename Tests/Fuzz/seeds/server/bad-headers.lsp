Content-Length: -1

{}Content-Type: x

{}Content-Length: 169

{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///tmp/themegen-fuzz-server/app.yaml"},"position":{"line":4,"character":16}}}Content-Length: 58

{"jsonrpc":"2.0","id":3,"method":"shutdown","params":null}Content-Length: 168

{"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///tmp/themegen-fuzz-server/app.yaml"},"position":{"line":0,"character":0}}}