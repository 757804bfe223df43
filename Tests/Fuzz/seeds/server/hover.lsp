Content-Length: 169

{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///tmp/themegen-fuzz-server/app.yaml"},"position":{"line":4,"character":16}}}Content-Length: 174

{"jsonrpc":"2.0","id":3,"method":"textDocument/definition","params":{"textDocument":{"uri":"file:///tmp/themegen-fuzz-server/app.yaml"},"position":{"line":4,"character":16}}}