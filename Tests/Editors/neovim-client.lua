-- Drives `themegen lsp` through Neovim's own LSP client (vim.lsp, Neovim 0.7 or later) and writes what
-- the client received as JSON, for NeovimClientTests:
--
--   THEMEGEN=/path/to/themegen THEMEGEN_FILE=Brand.yaml THEMEGEN_TRANSCRIPT=out.json \
--   THEMEGEN_REQUESTS='[{"method":"textDocument/hover","line":3,"character":20}, ...]' \
--   THEMEGEN_EDIT='{"line":4,"text":"..."}' nvim --headless -u NONE -c 'luafile neovim-client.lua'
--
-- With THEMEGEN_CONFIGURED=1, a configuration loaded before this script (`-c 'filetype on' -c 'luafile
-- init.lua'`) starts the server from its FileType autocommand; else this script starts it.
-- Steps: THEMEGEN_FILE opened and the server started for its buffer (the client sends initialize,
-- initialized and didOpen); the first diagnostics published for the buffer; the buffer's line
-- THEMEGEN_EDIT.line replaced with its text (the client sends didChange, as the server's whole-document
-- sync asks) and the next diagnostics; each request of THEMEGEN_REQUESTS at its position (0-based,
-- UTF-16); Neovim's go to definition at THEMEGEN_JUMP and the cursor's place after it; Neovim's rename
-- at THEMEGEN_RENAME and the buffer's lines after it; the client stopped (shutdown, exit) and, when
-- this script started it, the server's exit code.
local transcript = { steps = {} }
local function record(step) table.insert(transcript.steps, step) end
local function finish()
  local file = io.open(os.getenv("THEMEGEN_TRANSCRIPT"), "w")
  file:write(vim.fn.json_encode(transcript))
  file:close()
  vim.cmd("qall!")
end

local published = {}
local default_handler = vim.lsp.handlers["textDocument/publishDiagnostics"]
vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, result, context, config)
  default_handler(err, result, context, config)
  published[result.uri] = (published[result.uri] or 0) + 1
end

vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("THEMEGEN_FILE")))
local buffer = vim.api.nvim_get_current_buf()
local uri = vim.uri_from_bufnr(buffer)
local function publications() return published[uri] or 0 end

-- The diagnostics Neovim holds for the buffer, as its diagnostic module keeps them.
local function diagnostics()
  local shown = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
    table.insert(shown, { line = diagnostic.lnum, column = diagnostic.col, severity = diagnostic.severity, source = diagnostic.source, message = diagnostic.message })
  end
  table.sort(shown, function(a, b) return a.line < b.line or (a.line == b.line and a.column < b.column) end)
  return shown
end

local exited = nil
local client = nil
if os.getenv("THEMEGEN_CONFIGURED") == "1" then
  vim.wait(20000, function() return next(vim.lsp.buf_get_clients(buffer)) ~= nil end, 10)
  client = next(vim.lsp.buf_get_clients(buffer))
else
  client = vim.lsp.start_client({
    name = "themegen",
    cmd = { os.getenv("THEMEGEN"), "lsp" },
    root_dir = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(buffer), ":h"),
    on_exit = function(code) exited = code end,
  })
  if client then vim.lsp.buf_attach_client(buffer, client) end
end
if not client then
  record({ step = "start", failed = true })
  return finish()
end

if not vim.wait(20000, function() return publications() > 0 end, 10) then record({ step = "open", timedOut = true }) end
record({ step = "open", diagnostics = diagnostics() })

local edit = os.getenv("THEMEGEN_EDIT")
if edit then
  edit = vim.fn.json_decode(edit)
  local before = publications()
  vim.api.nvim_buf_set_lines(buffer, edit.line, edit.line + 1, false, { edit.text })
  if not vim.wait(20000, function() return publications() > before end, 10) then record({ step = "change", timedOut = true }) end
  record({ step = "change", diagnostics = diagnostics() })
end

for _, request in ipairs(vim.fn.json_decode(os.getenv("THEMEGEN_REQUESTS") or "[]")) do
  local params = { textDocument = { uri = uri }, position = { line = request.line, character = request.character } }
  if request.method == "textDocument/documentColor" then params = { textDocument = { uri = uri } } end
  local responses = vim.lsp.buf_request_sync(buffer, request.method, params, 20000)
  local response = responses and responses[client]
  record({ step = request.method, line = request.line, character = request.character, result = response and response.result, error = response and response.err })
end

-- Neovim's own commands, as a user runs them: go to definition moves the cursor through Neovim's
-- handler for the location; rename applies the workspace edit to the buffer.
local jump = os.getenv("THEMEGEN_JUMP")
if jump then
  jump = vim.fn.json_decode(jump)
  local window = vim.api.nvim_get_current_win()
  vim.api.nvim_win_set_cursor(window, { jump.line + 1, jump.character })
  vim.lsp.buf.definition()
  vim.wait(20000, function() local row = vim.api.nvim_win_get_cursor(0)[1] return row ~= jump.line + 1 end, 10)
  local cursor = vim.api.nvim_win_get_cursor(0)
  record({ step = "jump", file = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(0), ":t"), line = cursor[1] - 1, character = cursor[2] })
  vim.api.nvim_set_current_buf(buffer)
end
local rename = os.getenv("THEMEGEN_RENAME")
if rename then
  rename = vim.fn.json_decode(rename)
  local before = table.concat(vim.api.nvim_buf_get_lines(buffer, 0, -1, false), "\n")
  vim.api.nvim_win_set_cursor(0, { rename.line + 1, rename.character })
  vim.lsp.buf.rename(rename.newName)
  vim.wait(20000, function() return table.concat(vim.api.nvim_buf_get_lines(buffer, 0, -1, false), "\n") ~= before end, 10)
  record({ step = "rename", lines = vim.api.nvim_buf_get_lines(buffer, 0, -1, false) })
end

vim.lsp.stop_client(client)
local stopped = vim.wait(20000, function() return vim.lsp.get_client_by_id(client) == nil and (exited ~= nil or os.getenv("THEMEGEN_CONFIGURED") == "1") end, 10)
record({ step = "stop", stopped = stopped, exitCode = exited })
finish()
