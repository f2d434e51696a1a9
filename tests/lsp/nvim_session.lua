-- Drives Neovim's built-in LSP client through an author's session on the
-- fixture set: open a file, edit it, see the diagnostic, hover a card, go to
-- a tag's declaration, format. Run by nvim_test.sh with MUNCHKINC and FIXTURE
-- set; any failed expectation ends Neovim with status 1 and says why.
local munchkinc = assert(os.getenv("MUNCHKINC"))
local fixture = assert(os.getenv("FIXTURE"))
local timeout = 10000

local function fail(message)
  io.stderr:write("nvim_session: " .. message .. "\n")
  vim.cmd("cquit! 1")
end

local function expect(condition, message)
  if not condition then fail(message) end
end

local function wait_for(what, predicate)
  expect(vim.wait(timeout, predicate, 20), "timed out waiting for " .. what)
end

vim.cmd("edit " .. fixture .. "/pets/cards.mkn")
local buf = vim.api.nvim_get_current_buf()
vim.bo[buf].filetype = "mkn"

-- vim.lsp.start arrived in Neovim 0.8; Debian 12 has 0.7, where a client is started and attached by hand.
local config = { name = "munchkinc", cmd = { munchkinc, "lsp" }, root_dir = fixture }
local client_id
if vim.lsp.start then
  client_id = vim.lsp.start(config)
else
  client_id = vim.lsp.start_client(config)
  vim.lsp.buf_attach_client(buf, client_id)
end
expect(client_id, "the client did not start")
wait_for("the server to initialize", function()
  local client = vim.lsp.get_client_by_id(client_id)
  return client ~= nil and client.initialized and client.server_capabilities ~= nil
end)
local client = vim.lsp.get_client_by_id(client_id)
expect(client.server_capabilities.hoverProvider, "no hover capability")

-- Edit: misspell the tag the Vet's block names; the diagnostic arrives as typed.
local line = vim.api.nvim_buf_get_lines(buf, 2, 3, true)[1]
vim.api.nvim_buf_set_lines(buf, 2, 3, true, { (line:gsub("Furry", "Fury")) })
wait_for("a diagnostic", function() return #vim.diagnostic.get(buf) > 0 end)
local diagnostic = vim.diagnostic.get(buf)[1]
expect(diagnostic.message:find("unknown tag 'Fury'; did you mean 'Furry'?", 1, true),
       "unexpected diagnostic: " .. diagnostic.message)
expect(diagnostic.lnum == 2 and diagnostic.col == 33, "diagnostic at " .. diagnostic.lnum .. ":" .. diagnostic.col)
expect(diagnostic.code == "E0102", "diagnostic code " .. tostring(diagnostic.code))
expect(diagnostic.severity == vim.diagnostic.severity.ERROR, "not an error")

-- Fix it again: the diagnostic goes.
vim.api.nvim_buf_set_lines(buf, 2, 3, true, { line })
wait_for("the diagnostic to clear", function() return #vim.diagnostic.get(buf) == 0 end)

-- Hover the class named by the Leash (`usable_by class Vet`, line 17).
local hover = vim.lsp.buf_request_sync(buf, "textDocument/hover", {
  textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = 16, character = 19 } }, timeout)
expect(hover and hover[client_id] and hover[client_id].result, "no hover")
local markdown = hover[client_id].result.contents.value
expect(markdown:find("**Vet** — Class", 1, true), "hover: " .. markdown)
expect(markdown:find("+1 in combat against Furry", 1, true), "hover without the block in words: " .. markdown)

-- Go to the declaration of the tag on the hamster (`tags Furry;`, line 9): set.mkn opens there.
vim.api.nvim_win_set_cursor(0, { 9, 8 })
vim.lsp.buf.definition()
wait_for("the jump to the declaration", function()
  return vim.api.nvim_buf_get_name(0):match("pets/set%.mkn$") ~= nil
end)
local cursor = vim.api.nvim_win_get_cursor(0)
expect(cursor[1] == 9 and cursor[2] == 4, "landed at " .. cursor[1] .. ":" .. cursor[2])
expect(vim.api.nvim_get_current_line() == 'tag Furry "furry";', "landed on " .. vim.api.nvim_get_current_line())

-- Format: a card written on one line is laid out as `munchkinc fmt` does.
vim.cmd("buffer " .. buf)
vim.api.nvim_buf_set_lines(buf, -1, -1, true, { 'item "Collar" {slot headgear;   bonus +1;}' })
wait_for("the change to be checked", function() return #vim.diagnostic.get(buf) == 0 end)
if vim.lsp.buf.format then
  vim.lsp.buf.format({ timeout_ms = timeout })
else
  vim.lsp.buf.formatting_sync(nil, timeout)
end
local lines = vim.api.nvim_buf_get_lines(buf, -6, -1, true)
local expected = { "", 'item "Collar" {', "  slot headgear;", "  bonus +1;", "}" }
expect(vim.deep_equal(lines, expected), "formatted to: " .. vim.inspect(lines))

io.stdout:write("nvim_session: opened, edited, saw E0102 and its fix, hovered Vet, went to Furry, formatted\n")
vim.lsp.stop_client(client_id)
vim.cmd("qall!")
