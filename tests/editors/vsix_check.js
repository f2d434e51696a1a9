// Checks a .vsix made by editors/vscode/package.sh: the zip holds the
// manifest, the grammar of editors/textmate, the language configuration and
// the client code with the vscode-languageclient it needs; and the client,
// loaded from the unpacked package (against a stand-in for VS Code's `vscode`
// module), starts `munchkinc lsp` as the settings say, and MUNCHKINC, started
// with that command line, answers the protocol's `initialize`.
//   node vsix_check.js REPO_ROOT FILE.vsix UNPACK_DIR MUNCHKINC
'use strict';

const fs = require('fs');
const path = require('path');
const { execFileSync, spawnSync } = require('child_process');
const Module = require('module');

const [root, vsix, unpacked, munchkinc] = process.argv.slice(2).map((p) => path.resolve(p));
let failures = 0;
function check(ok, message) {
  if (!ok) {
    failures++;
    console.error(`${vsix}: ${message}`);
  }
}

// A .vsix is a zip; python3's zipfile unpacks it (no unzip needed).
fs.rmSync(unpacked, { recursive: true, force: true });
execFileSync('python3', ['-c', 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])', vsix, unpacked]);
const ext = path.join(unpacked, 'extension');
const has = (p) => fs.existsSync(path.join(ext, p));

check(fs.existsSync(path.join(unpacked, 'extension.vsixmanifest')), 'no extension.vsixmanifest');
check(has('package.json'), 'no extension/package.json (the manifest)');
const manifest = JSON.parse(fs.readFileSync(path.join(ext, 'package.json'), 'utf8'));
const source = JSON.parse(fs.readFileSync(path.join(root, 'editors', 'vscode', 'package.json'), 'utf8'));
check(manifest.version === source.version, `version ${manifest.version}, not ${source.version}`);

const language = (manifest.contributes.languages || []).find((l) => l.id === 'mkn');
check(language && language.extensions.includes('.mkn'), 'no language mkn for .mkn files');
check(language && has(language.configuration), 'the language configuration is not in the package');
const configuration = JSON.parse(fs.readFileSync(path.join(ext, language.configuration), 'utf8'));
check(configuration.comments.lineComment === '//' && configuration.comments.blockComment.join(' ') === '/* */',
      'the language configuration does not know // and /* */ comments');

const grammar = (manifest.contributes.grammars || []).find((g) => g.language === 'mkn');
check(grammar && grammar.scopeName === 'source.mkn', 'no grammar source.mkn for language mkn');
check(grammar && has(grammar.path), 'the grammar is not in the package');
if (grammar && has(grammar.path)) {
  check(fs.readFileSync(path.join(ext, grammar.path), 'utf8') ===
          fs.readFileSync(path.join(root, 'editors', 'textmate', 'mkn.tmLanguage.json'), 'utf8'),
        'the packaged grammar differs from editors/textmate/mkn.tmLanguage.json');
}

check(has(manifest.main), `no client code (${manifest.main})`);
check(has('node_modules/vscode-languageclient/node.js'), 'no vscode-languageclient in the package');
check(!has('node_modules/@vscode/vsce'), 'the packaging tool went into the package');

// Load the packaged client with a stand-in for `vscode` (only VS Code has the
// real one): every dependency it needs must be in the package.
const vscodeStub = new Proxy(function () {}, { get: (target, key) => (key === '__esModule' ? false : vscodeStub),
                                             apply: () => vscodeStub, construct: () => vscodeStub });
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'vscode' ? 'vscode' : resolve.call(this, request, ...rest);
};
require.cache.vscode = { id: 'vscode', filename: 'vscode', loaded: true, exports: vscodeStub };
let client;
try {
  client = require(path.join(ext, manifest.main));
} catch (error) {
  check(false, `the client code does not load from the package: ${error.message}`);
}
if (client) {
  check(typeof client.activate === 'function' && typeof client.deactivate === 'function', 'no activate/deactivate');
  const settings = (values) => ({ get: (key) => values[key] });
  const plain = client.serverCommand(settings({}));
  check(plain.command === 'munchkinc' && plain.args.join(' ') === 'lsp',
        `by default it starts '${plain.command} ${plain.args.join(' ')}', not 'munchkinc lsp'`);
  const set = client.serverCommand(settings({ path: '/opt/m/munchkinc', includePaths: ['sets', 'more sets'] }));
  check(set.command === '/opt/m/munchkinc' && JSON.stringify(set.args) === '["lsp","-I","sets","-I","more sets"]',
        `with settings it starts '${set.command} ${set.args.join(' ')}'`);
}

// The server, started as the client starts it, answers `initialize` and
// exits after `shutdown` and `exit` (the whole session on its input at once).
function initializeSession(server) {
  const frame = (message) => {
    const body = JSON.stringify({ jsonrpc: '2.0', ...message });
    return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  };
  const input = frame({ id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } }) +
    frame({ method: 'initialized', params: {} }) + frame({ id: 2, method: 'shutdown' }) + frame({ method: 'exit' });
  return spawnSync(server.command, server.args, { input, timeout: 30000, encoding: 'utf8' });
}
if (client) {
  const server = client.serverCommand({ get: (key) => ({ path: munchkinc, includePaths: [path.join(root, 'sets')] })[key] });
  const run = initializeSession(server);
  const answered = /"id":1[,}]/.test(run.stdout || '') && /"capabilities"/.test(run.stdout || '');
  check(run.status === 0 && answered,
        `'${server.command} ${server.args.join(' ')}' did not answer initialize and exit 0 (status ${run.status}` +
        `${run.error ? `, ${run.error.message}` : ''}): ${(run.stderr || '').trim()}`);
}

const settingsSchema = manifest.contributes.configuration.properties;
check(settingsSchema['munchkinc.path'] && settingsSchema['munchkinc.path'].default === 'munchkinc',
      'no setting munchkinc.path defaulting to munchkinc');

if (failures > 0) {
  console.error(`FAILED: ${failures} problem(s) in ${vsix}`);
  process.exit(1);
}
console.log(`ok: ${path.basename(vsix)} holds the manifest, the grammar, the language configuration and a client ` +
            'that loads and starts a server that answers');
