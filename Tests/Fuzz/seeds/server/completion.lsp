Content-Length: 174

{"jsonrpc":"2.0","id":2,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///tmp/themegen-fuzz-server/app.yaml"},"position":{"line":4,"character":17}}}