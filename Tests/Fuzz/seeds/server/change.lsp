Content-Length: 264

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///tmp/themegen-fuzz-server/app.yaml","version":2},"contentChanges":[{"text":"themes:\n  Light:\n    colors:\n      primary: \"#00FF00\"\n      title: \"{colors.nope}\"\n"}]}}Content-Length: 169

{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///tmp/themegen-fuzz-server/app.yaml"},"position":{"line":4,"character":16}}}