// The VS Code side of munchkinc: .mkn files are highlighted by the grammar
// this extension contributes (package.json), and everything the language
// server knows (diagnostics, hover, definitions, completion, formatting,
// quick fixes) comes from `munchkinc lsp`, started here. docs/editors.md.
'use strict';

const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

// The server's command line from the `munchkinc.*` settings: the program (a
// path, or a name found on PATH) and `lsp` with an `-I DIR` per include path.
// No transport is named, so the client adds no `--stdio`: the server always
// talks on standard input and output.
function serverCommand(settings) {
  const command = (settings.get('path') || '').trim() || 'munchkinc';
  const args = ['lsp'];
  for (const dir of settings.get('includePaths') || []) args.push('-I', dir);
  return { command, args };
}

async function start() {
  const server = serverCommand(vscode.workspace.getConfiguration('munchkinc'));
  client = new LanguageClient('munchkinc', 'munchkinc', server, {
    documentSelector: [
      { scheme: 'file', language: 'mkn' },
      { scheme: 'untitled', language: 'mkn' },
    ],
  });
  try {
    await client.start();
  } catch (error) {
    client = undefined;
    vscode.window.showErrorMessage(
      `munchkinc: could not start \`${server.command} ${server.args.join(' ')}\` (${error.message || error}). ` +
        'Set "munchkinc.path" to the munchkinc program.');
  }
}

async function stop() {
  if (client) await client.stop();
  client = undefined;
}

async function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand('munchkinc.restart', async () => {
      await stop();
      await start();
    }),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (!event.affectsConfiguration('munchkinc')) return;
      await stop();
      await start();
    }));
  await start();
}

function deactivate() {
  return stop();
}

module.exports = { activate, deactivate, serverCommand };
