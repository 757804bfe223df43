Content-Length: 140

{"jsonrpc":"2.0","id":2,"method":"textDocument/documentColor","params":{"textDocument":{"uri":"file:///tmp/themegen-fuzz-server/app.yaml"}}}Content-Length: 267

{"jsonrpc":"2.0","id":3,"method":"textDocument/colorPresentation","params":{"textDocument":{"uri":"file:///tmp/themegen-fuzz-server/app.yaml"},"color":{"red":1,"green":0,"blue":0,"alpha":1},"range":{"start":{"line":3,"character":15},"end":{"line":3,"character":24}}}}