-- The Neovim of the screenshot in docs/editors.md (nvim_screenshot.sh runs it
-- in tmux): the configuration docs/editors.md gives, then the edit of
-- nvim_session.lua (the Vet's tag misspelt), the diagnostic awaited, then a
-- hover on the monster's name. Writes $READY when the screen shows it.
local munchkinc = assert(os.getenv("MUNCHKINC"))
local ready = assert(os.getenv("READY"))

vim.opt.termguicolors = true
vim.opt.number = true
vim.opt.signcolumn = "yes"
vim.opt.laststatus = 2
vim.opt.showmode = false
-- The default colours of Neovim 0.7 paint floats and the sign column
-- magenta and grey under termguicolors; these read better in a picture.
vim.cmd("highlight SignColumn guibg=NONE")
vim.cmd("highlight NormalFloat guibg=#303030 guifg=#d4d4d4")

-- As in docs/editors.md, with the munchkinc just built.
vim.cmd("autocmd BufRead,BufNewFile *.mkn setfiletype mkn")
vim.api.nvim_create_autocmd("FileType", {
  pattern = "mkn",
  callback = function(args)
    local config = {
      name = "munchkinc",
      cmd = { munchkinc, "lsp" },
      root_dir = vim.fs and vim.fs.dirname(args.file) or vim.fn.fnamemodify(args.file, ":p:h"),
    }
    if vim.lsp.start then
      vim.lsp.start(config)
    else
      vim.g.munchkinc_client = vim.g.munchkinc_client or vim.lsp.start_client(config)
      vim.lsp.buf_attach_client(args.buf, vim.g.munchkinc_client)
    end
  end,
})

-- Polls without blocking the screen: each step runs once its condition holds.
local function when(condition, step)
  local function poll()
    if condition() then step() else vim.defer_fn(poll, 50) end
  end
  poll()
end

vim.api.nvim_create_autocmd("VimEnter", {
  callback = function()
    local buf = vim.api.nvim_get_current_buf()
    when(function()
      local clients = vim.lsp.buf_get_clients(buf)
      return next(clients) ~= nil and clients[next(clients)].initialized
    end, function()
      local line = vim.api.nvim_buf_get_lines(buf, 2, 3, true)[1]
      vim.api.nvim_buf_set_lines(buf, 2, 3, true, { (line:gsub("Furry", "Fury")) })
      -- Then hover the hamster's name, as `K` would.
      when(function() return #vim.diagnostic.get(buf) > 0 end, function()
        vim.api.nvim_win_set_cursor(0, { 6, 12 })
        vim.lsp.buf.hover()
        when(function()
          for _, win in ipairs(vim.api.nvim_list_wins()) do
            if vim.api.nvim_win_get_config(win).relative ~= "" then return true end
          end
          return false
        end, function()
          vim.cmd("redraw")
          vim.fn.writefile({ vim.diagnostic.get(buf)[1].message }, ready)
        end)
      end)
    end)
  end,
})
