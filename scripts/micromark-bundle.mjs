// micromark bundled with the code that patches it: used by scripts/build.mjs for dist/ and by
// bench/engine-ab.mjs for the engines it compares.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * micromark is bundled like the rest: loaded from node_modules it was some 150 files, each its
 * own module to resolve and compile at every start that parses markdown (about 100 ms). The
 * markdown patches reach micromark's own modules through micromark-builds.ts, which finds them
 * at run time as Node resolves them; in a bundle it is replaced by this plugin's module, which
 * imports them where the bundle holds them (the same files micromark's parser imports).
 * `root`: the folder whose node_modules holds micromark.
 */
export function bundledMicromark(root) {
  const micromarkLib = join(dirname(createRequire(join(root, 'package.json')).resolve('micromark')), 'lib');
  return {
    name: 'bundled-micromark',
    setup(b) {
      b.onResolve({ filter: /[\\/]micromark-builds\.js$/ }, () => ({
        path: 'micromark-builds',
        namespace: 'micromark',
      }));
      b.onLoad({ filter: /.*/, namespace: 'micromark' }, () => ({
        resolveDir: root,
        loader: 'js',
        contents: `import * as text from ${JSON.stringify(join(micromarkLib, 'initialize/text.js'))};
import * as document from ${JSON.stringify(join(micromarkLib, 'initialize/document.js'))};
import * as flow from ${JSON.stringify(join(micromarkLib, 'initialize/flow.js'))};
import * as content from ${JSON.stringify(join(micromarkLib, 'initialize/content.js'))};
import * as editMap from 'micromark-util-edit-map';
const modules = { 'initialize/text.js': [text], 'initialize/document.js': [document], 'initialize/flow.js': [flow], 'initialize/content.js': [content] };
export function micromarkModules(file) { return modules[file] ?? []; }
export function micromarkEditMaps() { return [editMap]; }
`,
      }));
    },
  };
}
