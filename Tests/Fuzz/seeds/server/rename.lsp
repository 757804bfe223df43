Content-Length: 176

{"jsonrpc":"2.0","id":2,"method":"textDocument/prepareRename","params":{"textDocument":{"uri":"file:///tmp/themegen-fuzz-server/app.yaml"},"position":{"line":3,"character":8}}}Content-Length: 187

{"jsonrpc":"2.0","id":3,"method":"textDocument/rename","params":{"textDocument":{"uri":"file:///tmp/themegen-fuzz-server/app.yaml"},"position":{"line":3,"character":8},"newName":"title"}}Content-Length: 187

{"jsonrpc":"2.0","id":4,"method":"textDocument/rename","params":{"textDocument":{"uri":"file:///tmp/themegen-fuzz-server/app.yaml"},"position":{"line":3,"character":8},"newName":"brand"}}