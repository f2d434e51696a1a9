// Tokenizes .mkn files with editors/textmate/mkn.tmLanguage.json through the
// tokenizer VS Code itself uses (vscode-textmate on vscode-oniguruma), and
// checks what an author sees highlighted:
//   1. every .mkn file of the repository tokenizes, line by line, in time;
//   2. in the bundled files (sets/, templates/) and the formatter's
//      fixtures (tests/golden/fmt/), every keyword of
//      grammar/MunchkinLexer.g4 gets a keyword scope, every comment, string,
//      number and name gets a scope of its own (nothing is left plain);
//   3. representative lines of the bundled sets, and snippets for what they
//      do not show, get the scopes in EXPECTED;
//   4. every word of runtime/include/munchkin/vocabulary.h that the grammar
//      must know by name (shapes, triggers, timings, limits, targets,
//      subjects, quantities, functions, actions) gets its scope;
//   5. the scopes docs/editors.md documents are the grammar's.
// The keyword list and the vocabulary are read at run time, so a keyword or
// word added to the language without highlighting fails this test.
//
// Usage: node tokenize_test.js REPO_ROOT            (the test)
//        node tokenize_test.js REPO_ROOT --dump F   (prints F's tokens)
'use strict';

const fs = require('fs');
const path = require('path');
const vsctm = require('vscode-textmate');
const oniguruma = require('vscode-oniguruma');

const root = path.resolve(process.argv[2] || path.join(__dirname, '..', '..'));
const grammarPath = path.join(root, 'editors', 'textmate', 'mkn.tmLanguage.json');
const LINE_TIME_LIMIT_MS = 2000;

let failures = 0;
function fail(where, message) {
  failures++;
  console.error(`${where}: ${message}`);
}

async function loadGrammar() {
  const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scopeName) =>
      scopeName === 'source.mkn' ? vsctm.parseRawGrammar(fs.readFileSync(grammarPath, 'utf8'), grammarPath) : null,
  });
  const grammar = await registry.loadGrammar('source.mkn');
  if (!grammar) throw new Error(`${grammarPath}: the grammar does not load`);
  return grammar;
}

// Lines of tokens {start, end, text, scopes}; a line that stops early or
// whose tokens do not cover it is a failure.
function tokenize(grammar, text, where) {
  const lines = text.split(/\r?\n/);
  const result = [];
  let state = vsctm.INITIAL;
  lines.forEach((line, i) => {
    const r = grammar.tokenizeLine(line, state, LINE_TIME_LIMIT_MS);
    if (r.stoppedEarly) fail(`${where}:${i + 1}`, `tokenizing stopped after ${LINE_TIME_LIMIT_MS} ms`);
    const tokens = r.tokens.map((t, k) => {
      const end = k + 1 < r.tokens.length ? r.tokens[k + 1].startIndex : line.length;
      return { start: t.startIndex, end, text: line.slice(t.startIndex, end), scopes: t.scopes };
    });
    if (line.length > 0 && (tokens.length === 0 || tokens[0].start !== 0 || tokens[tokens.length - 1].end !== line.length))
      fail(`${where}:${i + 1}`, 'the tokens do not cover the line');
    result.push(tokens);
    state = r.ruleStack;
  });
  return result;
}

function tokenAt(lineTokens, col) {
  return lineTokens.find((t) => t.start <= col && col < t.end);
}

// Does one of the scopes start with one of the prefixes (a scope is matched
// whole up to a dot: "keyword.control" matches "keyword.control.on.mkn")?
function hasScope(scopes, prefixes) {
  return scopes.some((s) => prefixes.some((p) => s === p || s.startsWith(p + '.')));
}

// The meaningful scope: the innermost one that is not a meta or the root.
function leafScope(scopes) {
  for (let i = scopes.length - 1; i >= 0; i--)
    if (scopes[i] !== 'source.mkn' && !scopes[i].startsWith('meta.')) return scopes[i];
  return null;
}

// The literal keywords of the lexer grammar: `PLAY : 'play';`.
function lexerKeywords() {
  const g4 = fs.readFileSync(path.join(root, 'grammar', 'MunchkinLexer.g4'), 'utf8');
  const words = [...g4.matchAll(/^\s*[A-Z_]+\s*:\s*'([A-Za-z_]+)'\s*;/gm)].map((m) => m[1]);
  if (!words.includes('play') || !words.includes('bad_stuff'))
    throw new Error('grammar/MunchkinLexer.g4: no keyword rules found (has the rule syntax changed?)');
  return new Set(words);
}

// The lexer's tokens that the grammar must scope, as the .g4 cuts them:
// {kind: comment|string|number|word, line, col, text} (lines from 0).
function lexTokens(text) {
  const tokens = [];
  const re = /(\/\*[\s\S]*?\*\/|\/\/[^\r\n]*)|("(?:\\.|[^"\\\r\n])*"?)|([0-9]+)|([A-Za-z_][A-Za-z0-9_]*)|\r?\n|[\s\S]/g;
  let line = 0;
  let lineStart = 0;
  let m;
  while ((m = re.exec(text))) {
    const kind = m[1] ? 'comment' : m[2] ? 'string' : m[3] ? 'number' : m[4] ? 'word' : null;
    if (kind) tokens.push({ kind, line, col: m.index - lineStart, text: m[0] });
    for (let i = m[0].indexOf('\n'); i !== -1; i = m[0].indexOf('\n', i + 1)) {
      line++;
      lineStart = m.index + i + 1;
    }
  }
  return tokens;
}

const KEYWORD_SCOPES = ['keyword', 'storage.type', 'constant.language.boolean'];
// The scope each kind of token must have (for words: unless a keyword).
const KIND_SCOPES = { comment: ['comment'], string: ['string'], number: ['constant.numeric'] };

// Check 2 on one bundled file.
function checkEveryToken(file, text, lines, keywords) {
  for (const tok of lexTokens(text)) {
    const where = `${file}:${tok.line + 1}:${tok.col + 1}`;
    // A comment or string may span lines: check its first character.
    const t = tokenAt(lines[tok.line], tok.col);
    if (!t) {
      fail(where, `no token for '${tok.text}'`);
      continue;
    }
    if (tok.kind !== 'word') {
      if (!hasScope(t.scopes, KIND_SCOPES[tok.kind])) fail(where, `${tok.kind} '${tok.text}' scoped ${t.scopes.join(' ')}`);
    } else if (keywords.has(tok.text)) {
      // `max(a, b)` is the amount function of the same name (the lexer's MAX
      // token, read as a function by the parser's callExpr).
      const ok = hasScope(t.scopes, KEYWORD_SCOPES) ||
        (tok.text === 'max' && hasScope(t.scopes, ['support.function.builtin']));
      if (!ok) fail(where, `keyword '${tok.text}' scoped ${t.scopes.join(' ')}, not as a keyword`);
    } else if (!leafScope(t.scopes) || t.text !== tok.text) {
      fail(where, `word '${tok.text}' has no scope of its own (token '${t.text}': ${t.scopes.join(' ')})`);
    }
  }
}

// Check 3: lines of the bundled sets (found by their text, so a line that
// moves is still found; one that changes fails loudly) and snippets. Each
// pair is a token's text and a scope it must have; pairs are looked for in
// order along the line (a list of scopes: the token must have each).
const EXPECTED = [
  { file: 'sets/apocalypse/classes.mkn', line: '// Munchkin Apocalypse: the four Classes and Super Munchkin. Every ability is',
    expect: [['//', 'comment.line.double-slash'], [' Munchkin Apocalypse', 'comment.line.double-slash']] },
  { file: 'sets/apocalypse/classes.mkn', line: 'class "Blogger" {',
    expect: [['class', 'entity.name.type.kind'], ['"', 'string.quoted.double'],
             ['Blogger', ['entity.name.card', 'string.quoted.double']], ['{', 'punctuation.section.block.begin']] },
  { file: 'sets/apocalypse/classes.mkn', line: 'copies 2;',
    expect: [['copies', 'variable.other.property.field'], ['2', 'constant.numeric.integer'], [';', 'punctuation.terminator.statement']] },
  { file: 'sets/apocalypse/classes.mkn', line: 'on seal_opened { draw 1 door face_down; }',
    expect: [['on', 'keyword.control.on'], ['seal_opened', 'support.constant.trigger'], ['draw', 'support.function.action'],
             ['1', 'constant.numeric.integer'], ['door', 'constant.other.argument'], ['face_down', 'constant.other.argument']] },
  { file: 'sets/apocalypse/classes.mkn', line: 'play in_combat once_per_combat {',
    expect: [['play', 'keyword.control.play'], ['in_combat', 'storage.modifier.timing'], ['once_per_combat', 'storage.modifier.limit']] },
  { file: 'sets/apocalypse/classes.mkn', line: 'choose { combat_bonus +2 to any_player; } or { combat_bonus -2 to any_player; }',
    expect: [['choose', 'keyword.control.choose'], ['combat_bonus', 'support.function.action'], ['+2', 'constant.numeric.integer'],
             ['to', 'keyword.other.to'], ['any_player', 'variable.language.target'], ['or', 'keyword.control.or'],
             ['combat_bonus', 'support.function.action'], ['-2', 'constant.numeric.integer']] },
  { file: 'sets/apocalypse/classes.mkn', line: 'play own_turn if open_seals >= 1 {',
    expect: [['if', 'keyword.control.if'], ['open_seals', 'support.function.predicate'], ['>=', 'keyword.operator.comparison'],
             ['1', 'constant.numeric.integer']] },
  { file: 'sets/apocalypse/classes.mkn', line: 'text "Whenever a Seal is opened, draw a face-down Door. Once per combat, discard a card to give any player +2 or -2.";',
    expect: [['text', 'variable.other.property.field'], ['Whenever a Seal is opened', 'string.quoted.double']] },
  { file: 'sets/apocalypse/set.mkn', line: 'set apocalypse {',
    expect: [['set', 'storage.type.set'], ['apocalypse', 'entity.name.namespace']] },
  { file: 'sets/apocalypse/set.mkn', line: 'players 3..6;',
    expect: [['players', 'variable.other.property.field'], ['3', 'constant.numeric.integer'], ['..', 'keyword.operator.range'],
             ['6', 'constant.numeric.integer']] },
  { file: 'sets/apocalypse/set.mkn', line: 'uses core;',
    expect: [['uses', 'keyword.control.import'], ['core', 'entity.name.namespace']] },
  { file: 'sets/apocalypse/set.mkn', line: 'kind disaster "Disaster" is curse in door;',
    expect: [['kind', 'storage.type.kind'], ['disaster', 'entity.name.type.kind'], ['Disaster', 'string.quoted.double'],
             ['is', 'keyword.other.is'], ['curse', 'support.type.shape'], ['in', 'keyword.other.in'], ['door', 'entity.name.type.deck']] },
  { file: 'sets/warhammer-aos/set.mkn', line: 'tag Undead horde;',
    expect: [['tag', 'storage.type.tag'], ['Undead', 'entity.name.tag'], ['horde', 'keyword.other.horde']] },
  { file: 'sets/warhammer-aos/set.mkn', line: 'param first_player_roll = true;',
    expect: [['param', 'storage.type.param'], ['first_player_roll', 'variable.other.constant.parameter'],
             ['=', 'keyword.operator.assignment'], ['true', 'constant.language.boolean']] },
  { file: 'sets/core/core.mkn', line: 'rule win_by_kill "The winning level is reached only by killing a monster.";',
    expect: [['rule', 'storage.type.rule'], ['win_by_kill', 'entity.name.constant.rule'], ['The winning level', 'string.quoted.double']] },
  { file: 'sets/apocalypse/monsters.mkn', line: 'monster "Fire Ants" {',
    expect: [['monster', 'entity.name.type.kind'], ['Fire Ants', 'entity.name.card']] },
  { file: 'sets/apocalypse/monsters.mkn', line: 'tags Fire;',
    expect: [['tags', 'variable.other.property.field'], ['Fire', 'entity.name.tag']] },
  { file: 'sets/apocalypse/monsters.mkn', line: 'while class Kid { combat_bonus -2; }',
    expect: [['while', 'keyword.control.while'], ['class', 'support.type.shape'], ['Kid', 'entity.name.type.class'],
             ['combat_bonus', 'support.function.action'], ['-2', 'constant.numeric.integer']] },
  { file: 'sets/apocalypse/monsters.mkn', line: 'bad_stuff { lose_levels 2; }',
    expect: [['bad_stuff', 'keyword.control.bad_stuff'], ['lose_levels', 'support.function.action'], ['2', 'constant.numeric.integer']] },
  { file: 'sets/apocalypse/monsters.mkn', line: 'while { combat_bonus +2 to monster vs class Blogger; }',
    expect: [['to', 'keyword.other.to'], ['monster', 'variable.language.target'], ['vs', 'keyword.other.vs'],
             ['class', 'support.type.shape'], ['Blogger', 'entity.name.type.class']] },
  { file: 'sets/warhammer-aos/items.mkn', line: 'usable_by army "Stormcast Eternals";',
    expect: [['usable_by', 'variable.other.property.field'], ['army', 'support.type.shape'], ['Stormcast Eternals', 'string.quoted.double']] },
  // Snippets: what the bundled sets do not show (escapes, block comments),
  // or show only somewhere hard to name.
  { snippet: 'item "Hat" {\n  slot headgear;\n  text "A \\"lucky\\" hat\\\\cap\\n\\q";\n  /* a block\n     comment */ bonus +1;\n}',
    line: 'slot headgear;', expect: [['slot', 'storage.type.slot'], ['headgear', 'entity.name.type.slot']] },
  { snippet: 'item "Hat" {\n  slot headgear;\n  text "A \\"lucky\\" hat\\\\cap\\n\\q";\n  /* a block\n     comment */ bonus +1;\n}',
    line: 'text "A \\"lucky\\" hat\\\\cap\\n\\q";',
    expect: [['"', 'punctuation.definition.string.begin'], ['\\"', 'constant.character.escape'], ['lucky', 'string.quoted.double'],
             ['\\\\', 'constant.character.escape'], ['\\n', 'constant.character.escape'], ['\\q', 'invalid.illegal.escape']] },
  { snippet: 'item "Hat" {\n  slot headgear;\n  text "A \\"lucky\\" hat\\\\cap\\n\\q";\n  /* a block\n     comment */ bonus +1;\n}',
    line: 'comment */ bonus +1;',
    expect: [['comment ', 'comment.block'], ['*/', 'punctuation.definition.comment.end'], ['bonus', 'variable.other.property.field'],
             ['+1', 'constant.numeric.integer']] },
  { snippet: 'levelup "Catch Up" {\n  supersedes win_by_kill;\n  play { gain_levels (half_up(open_seals) * 2) max min(8, win_level - 1); }\n}',
    line: 'supersedes win_by_kill;', expect: [['supersedes', 'variable.other.property.field'], ['win_by_kill', 'entity.name.constant.rule']] },
  { snippet: 'levelup "Catch Up" {\n  supersedes win_by_kill;\n  play { gain_levels (half_up(open_seals) * 2) max min(8, win_level - 1); }\n}',
    line: 'play { gain_levels (half_up(open_seals) * 2) max min(8, win_level - 1); }',
    expect: [['gain_levels', 'support.function.action'], ['half_up', 'support.function.builtin'], ['open_seals', 'support.variable.quantity'],
             ['*', 'keyword.operator.arithmetic'], ['max', 'keyword.other.max'], ['min', 'support.function.builtin'],
             ['8', 'constant.numeric.integer'], ['win_level', 'variable.other.constant.parameter'], ['-', 'keyword.operator.arithmetic']] },
  { snippet: 'oneshot "Test" {\n  play in_combat if monster.tag Undead and not (helper.level < 3 or sex female) {\n    roll { on 1..3 { may by victim { die; } } on 4..6 { auto_escape all; } }\n  }\n}',
    line: 'play in_combat if monster.tag Undead and not (helper.level < 3 or sex female) {',
    expect: [['monster', 'variable.language.subject'], ['.', 'punctuation.accessor'], ['tag', 'storage.type.tag'], ['Undead', 'entity.name.tag'],
             ['and', 'keyword.operator.logical'], ['not', 'keyword.operator.logical'], ['helper', 'variable.language.subject'],
             ['level', 'support.function.predicate'], ['<', 'keyword.operator.comparison'], ['3', 'constant.numeric.integer'],
             ['or', 'keyword.operator.logical'], ['sex', 'support.type.sex'], ['female', 'constant.language.sex']] },
  { snippet: 'oneshot "Test" {\n  play in_combat if monster.tag Undead and not (helper.level < 3 or sex female) {\n    roll { on 1..3 { may by victim { die; } } on 4..6 { auto_escape all; } }\n  }\n}',
    line: 'roll { on 1..3 { may by victim { die; } } on 4..6 { auto_escape all; } }',
    expect: [['roll', 'keyword.control.roll'], ['on', 'keyword.control.on'], ['1', 'constant.numeric.integer'], ['..', 'keyword.operator.range'],
             ['may', 'keyword.control.may'], ['by', 'constant.other.argument'], ['victim', 'variable.language.target'], ['die', 'support.function.action'],
             ['on', 'keyword.control.on'], ['auto_escape', 'support.function.action'], ['all', 'constant.other.argument']] },
];

function checkExpected(grammar) {
  for (const entry of EXPECTED) {
    const where = entry.file || 'snippet';
    const text = entry.snippet !== undefined ? entry.snippet : fs.readFileSync(path.join(root, entry.file), 'utf8');
    const textLines = text.split(/\r?\n/);
    const index = textLines.findIndex((l) => l.trim() === entry.line);
    if (index < 0) {
      fail(where, `no line '${entry.line}' (the table in tokenize_test.js names lines of the bundled sets)`);
      continue;
    }
    const tokens = tokenize(grammar, text, where)[index];
    let from = 0;
    for (const [tokenText, scope] of entry.expect) {
      const k = tokens.findIndex((t, i) => i >= from && t.text.trim() === tokenText.trim() ||
        i >= from && t.text.startsWith(tokenText) && tokenText.length > 2);
      if (k < 0) {
        fail(`${where}:${index + 1}`, `no token '${tokenText}' (left to right) in: ${tokens.map((t) => `'${t.text}'`).join(' ')}`);
        break;
      }
      for (const s of Array.isArray(scope) ? scope : [scope])
        if (!hasScope(tokens[k].scopes, [s]))
          fail(`${where}:${index + 1}`, `'${tokenText}' is ${tokens[k].scopes.join(' ')}, expected ${s}`);
      from = k + 1;
    }
  }
}

// Check 4: the words the grammar knows by name, from the runtime's
// vocabulary (`X(Name, "spelling")` lines of each MUNCHKIN_<LIST>(X)).
function vocabulary() {
  const text = fs.readFileSync(path.join(root, 'runtime', 'include', 'munchkin', 'vocabulary.h'), 'utf8');
  const lists = {};
  for (const m of text.matchAll(/#define MUNCHKIN_([A-Z_]+)\(X\)((?:[^\n]*\\\n)*[^\n]*)/g))
    lists[m[1]] = [...m[2].matchAll(/X\(\w+,\s*"([^"]+)"\)/g)].map((w) => w[1]);
  return lists;
}

// Each list: how to write its word in a card, and where the word must land.
const VOCABULARY_CHECKS = [
  { list: 'SHAPES', card: (w) => `kind k is ${w} in door;`, line: 0, scope: 'support.type.shape' },
  { list: 'SHAPES', card: (w) => `${w} "Card" { }`, line: 0, scope: 'entity.name.type.kind' },
  { list: 'TRIGGERS', card: (w) => `class "C" {\n  on ${w} once_per_turn { die; }\n}`, line: 1, scope: 'support.constant.trigger' },
  { list: 'TIMINGS', card: (w) => `class "C" {\n  play ${w} { die; }\n}`, line: 1, scope: 'storage.modifier.timing' },
  { list: 'LIMITS', card: (w) => `class "C" {\n  play own_turn ${w} { die; }\n}`, line: 1, scope: 'storage.modifier.limit' },
  { list: 'LIMITS', card: (w) => `class "C" {\n  on turn_start ${w} { die; }\n}`, line: 1, scope: 'storage.modifier.limit' },
  { list: 'TARGETS', card: (w) => `class "C" {\n  play { give item to ${w}; }\n}`, line: 1, scope: 'variable.language.target' },
  { list: 'SUBJECTS', card: (w) => `class "C" {\n  play if ${w}.level >= 2 { die; }\n}`, line: 1, scope: 'variable.language.subject' },
  { list: 'QUANTITIES', card: (w) => `class "C" {\n  play { gain_levels (${w}); }\n}`, line: 1, scope: 'support.variable.quantity' },
  { list: 'AMOUNT_FUNCTIONS', card: (w) => `class "C" {\n  play { gain_levels (${w}(1, 2)); }\n}`, line: 1, scope: 'support.function.builtin' },
  { list: 'PREDICATES', card: (w) => `class "C" {\n  play if ${w} { die; }\n}`, line: 1, scopes: ['support.function.predicate', 'support.type', 'storage.type.tag'] },
  // The flattened steps of choices and dice are keywords, not actions.
  { list: 'ACTIONS', card: (w) => `class "C" {\n  play { ${w} 1; }\n}`, line: 1, scope: 'support.function.action',
    skip: ['choose', 'may', 'or', 'roll', 'on'] },
];

function checkVocabulary(grammar) {
  const lists = vocabulary();
  for (const check of VOCABULARY_CHECKS) {
    const words = lists[check.list];
    if (!words || words.length === 0) {
      fail('runtime/include/munchkin/vocabulary.h', `no MUNCHKIN_${check.list}(X) list`);
      continue;
    }
    for (const w of words) {
      if (check.skip && check.skip.includes(w)) continue;
      const text = check.card(w);
      const line = tokenize(grammar, text, `vocabulary ${check.list}`)[check.line];
      const t = line.find((tok) => tok.text === w);
      const scopes = check.scopes || [check.scope];
      if (!t || !hasScope(t.scopes, scopes))
        fail(`vocabulary ${check.list}`, `'${w}' in '${text.split('\n')[check.line].trim()}' is ${t ? t.scopes.join(' ') : 'not one token'}, expected ${scopes.join(' or ')}`);
    }
  }
}

// Check 5: the scopes docs/editors.md lists (its section "The TextMate
// grammar") are scopes of the grammar; KEYWORD stands for the grammar's $1.
function checkDocumentedScopes() {
  const where = 'docs/editors.md';
  const section = fs.readFileSync(path.join(root, where), 'utf8').split('\n## The TextMate grammar')[1];
  if (!section) {
    fail(where, "no section '## The TextMate grammar'");
    return;
  }
  const grammarJson = JSON.parse(fs.readFileSync(grammarPath, 'utf8'));
  const names = new Set([grammarJson.scopeName]);
  (function collect(node) {
    if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if ((key === 'name' || key === 'contentName') && typeof value === 'string') names.add(value);
        else collect(value);
      }
    }
  })(grammarJson);
  const documented = [...section.matchAll(/`([A-Za-z_.-]+\.mkn)`/g)].map((m) => m[1]);
  if (documented.length < 20) fail(where, `only ${documented.length} scopes found in its grammar section`);
  for (const scope of documented)
    if (!names.has(scope.replace('KEYWORD', '$1'))) fail(where, `documents scope ${scope}, which the grammar does not have`);
}

function mknFiles(dir) {
  const out = [];
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...mknFiles(full));
    else if (entry.name.endsWith('.mkn')) out.push(full);
  }
  return out.sort();
}

async function main() {
  const grammar = await loadGrammar();
  const dumpAt = process.argv.indexOf('--dump');
  if (dumpAt > 0) {
    const file = process.argv[dumpAt + 1];
    tokenize(grammar, fs.readFileSync(file, 'utf8'), file).forEach((tokens, i) => {
      console.log(`${i + 1}:`);
      for (const t of tokens) if (t.text.trim()) console.log(`  ${JSON.stringify(t.text)}  ${t.scopes.slice(1).join(' ')}`);
    });
    return;
  }

  const keywords = lexerKeywords();
  const bundled = [...mknFiles(path.join(root, 'sets')), ...mknFiles(path.join(root, 'templates'))];
  const fixtures = mknFiles(path.join(root, 'tests'));
  // The formatter's fixtures put a comment at every token boundary: the
  // whole check holds there too. Other fixtures are only tokenized (many are
  // broken on purpose, or use keywords as names, as `word` allows).
  const fmtFixtures = path.join(root, 'tests', 'golden', 'fmt') + path.sep;
  if (bundled.length === 0) fail(root, 'no bundled .mkn files under sets/');
  for (const file of [...bundled, ...fixtures]) {
    const rel = path.relative(root, file);
    const text = fs.readFileSync(file, 'utf8');
    let lines;
    try {
      lines = tokenize(grammar, text, rel);
    } catch (e) {
      fail(rel, `tokenizing threw: ${e.message}`);
      continue;
    }
    if (bundled.includes(file) || file.startsWith(fmtFixtures)) checkEveryToken(rel, text, lines, keywords);
  }
  checkExpected(grammar);
  checkVocabulary(grammar);
  checkDocumentedScopes();

  if (failures > 0) {
    console.error(`FAILED: ${failures} problem(s) in the highlighting of .mkn (editors/textmate/mkn.tmLanguage.json)`);
    process.exit(1);
  }
  console.log(`ok: ${bundled.length} bundled and ${fixtures.length} test .mkn files tokenized; ` +
              `${keywords.size} lexer keywords, ${EXPECTED.length} expected lines, ${VOCABULARY_CHECKS.length} vocabulary lists checked`);
}

main().catch((e) => {
  console.error(e.stack || String(e));
  process.exit(1);
});
