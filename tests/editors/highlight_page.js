// Writes an HTML page of a .mkn file's first lines as VS Code's tokenizer
// (vscode-textmate on vscode-oniguruma, as tokenize_test.js loads it)
// highlights them with editors/textmate/mkn.tmLanguage.json under the colours
// of VS Code's default dark theme, Dark+: the picture of the grammar in
// docs/editors.md (highlight_screenshot.sh photographs the page). It is the
// grammar's highlighting, not VS Code's window: no editor chrome is drawn.
//
// Usage: node highlight_page.js REPO_ROOT FILE FIRST_LINES OUT.html
'use strict';

const fs = require('fs');
const path = require('path');
const vsctm = require('vscode-textmate');
const oniguruma = require('vscode-oniguruma');

const [root, file, lineCount, out] = process.argv.slice(2);
const grammarPath = path.join(root, 'editors', 'textmate', 'mkn.tmLanguage.json');

// Dark+'s colours for the scopes the grammar gives (VS Code's
// theme-defaults, dark_vs.json and dark_plus.json); the first entry is the
// editor's own foreground and background.
const DARK_PLUS = {
  name: 'Dark+',
  settings: [
    { settings: { foreground: '#D4D4D4', background: '#1E1E1E' } },
    { scope: 'comment', settings: { foreground: '#6A9955' } },
    { scope: 'string', settings: { foreground: '#CE9178' } },
    { scope: 'constant.numeric', settings: { foreground: '#B5CEA8' } },
    { scope: 'constant.language', settings: { foreground: '#569CD6' } },
    { scope: 'constant.character.escape', settings: { foreground: '#D7BA7D' } },
    { scope: 'keyword', settings: { foreground: '#569CD6' } },
    { scope: 'keyword.control', settings: { foreground: '#C586C0' } },
    { scope: 'keyword.operator', settings: { foreground: '#D4D4D4' } },
    { scope: 'storage', settings: { foreground: '#569CD6' } },
    { scope: 'entity.name.tag', settings: { foreground: '#569CD6' } },
    { scope: ['entity.name.type', 'entity.name.class', 'support.type', 'support.class'],
      settings: { foreground: '#4EC9B0' } },
    { scope: ['entity.name.function', 'support.function'], settings: { foreground: '#DCDCAA' } },
    { scope: ['variable', 'support.variable', 'meta.definition.variable.name'], settings: { foreground: '#9CDCFE' } },
    { scope: 'variable.language', settings: { foreground: '#569CD6' } },
    { scope: ['variable.other.constant', 'variable.other.enummember'], settings: { foreground: '#4FC1FF' } },
    { scope: 'invalid', settings: { foreground: '#F44747' } },
  ],
};

async function main() {
  const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    theme: DARK_PLUS,
    loadGrammar: async (scopeName) =>
      scopeName === 'source.mkn' ? vsctm.parseRawGrammar(fs.readFileSync(grammarPath, 'utf8'), grammarPath) : null,
  });
  const grammar = await registry.loadGrammar('source.mkn');
  const colours = registry.getColorMap();
  const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  const lines = fs.readFileSync(path.join(root, file), 'utf8').split(/\r?\n/).slice(0, Number(lineCount));
  let state = vsctm.INITIAL;
  let colouredTokens = 0;
  const rows = lines.map((line, i) => {
    // tokenizeLine2: pairs of (start, metadata), the metadata holding the
    // theme's colour index (bits 15..23) and font style (bits 11..14).
    const r = grammar.tokenizeLine2(line, state);
    state = r.ruleStack;
    let html = '';
    for (let k = 0; k < r.tokens.length; k += 2) {
      const start = r.tokens[k];
      const end = k + 2 < r.tokens.length ? r.tokens[k + 2] : line.length;
      const foreground = colours[(r.tokens[k + 1] >>> 15) & 0x1ff];
      if (foreground !== '#D4D4D4' && line.slice(start, end).trim()) colouredTokens++;
      html += `<span style="color:${foreground}">${escape(line.slice(start, end))}</span>`;
    }
    return `<span class="n">${i + 1}</span>${html}`;
  });
  if (colouredTokens < 10) throw new Error(`${file}: only ${colouredTokens} coloured tokens: the theme did not apply`);

  fs.writeFileSync(out, `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escape(file)}</title><style>
html,body{margin:0;background:#1E1E1E}
.tab{font:13px 'DejaVu Sans',sans-serif;color:#FFFFFF;background:#1E1E1E;padding:8px 16px;border-bottom:1px solid #333}
pre{margin:0;padding:6px 0;font:14px/19px 'DejaVu Sans Mono',monospace;color:#D4D4D4}
.n{display:inline-block;width:3em;padding-right:1.5em;text-align:right;color:#858585}
</style></head><body><div class="tab">${escape(file)}</div><pre>${rows.join('\n')}</pre></body></html>
`);
  console.log(`${out}: ${lines.length} lines of ${file}, ${colouredTokens} coloured tokens`);
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
