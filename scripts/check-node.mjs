// The first step of `npm test`: the suite runs on the Node.js the project brings (the `node` dev
// dependency, decision 0034), and so does every process it starts by the name `node` (the shebangs
// of tsc, vitest and playwright, `npm start`, playwright's web server). Prints the version and
// stops the run, naming the cause, on any other major.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pinned = pkg.devDependencies?.node;
// scripts/test-on-node.sh runs the suite on another supported major and names it here.
const wanted = Number(process.env.TEST_NODE_MAJOR || String(pinned).match(/\d+/)?.[0]);
const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);

function fail(message) {
  console.error(`node: ${message}`);
  console.error(
    '  `npm install` brings Node.js ' +
      pinned +
      ' into node_modules/.bin/node (the `node` package runs an install script, allowed in package.json `allowScripts`),' +
      ' and npm scripts put node_modules/.bin first on PATH. Run `npm install`, then `npm test`.',
  );
  process.exit(1);
}

if (!Number.isInteger(wanted)) fail(`package.json has no pinned \`node\` dev dependency (found ${pinned}).`);

const here = `${process.versions.node} (${process.execPath})`;
if (major(process.versions.node) !== wanted) {
  fail(`the tests run on Node.js ${wanted}, but this is ${here}.`);
}

// A child started by name finds `node` on PATH: it must be this same runtime.
let child;
try {
  child = execFileSync('node', ['-p', 'process.version + " " + process.execPath'], { encoding: 'utf8' }).trim();
} catch (error) {
  fail(`no \`node\` on PATH for child processes (${error.message}).`);
}
const [childVersion, childPath] = child.split(' ');
if (major(childVersion) !== wanted) {
  fail(`this is ${here}, but a child process started as \`node\` gets ${childVersion} (${childPath}).`);
}

console.log(`node: ${here}; child processes started as \`node\` get ${childVersion} too`);
