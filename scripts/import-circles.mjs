import { realpathSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * An ESLint rule (eslint.config.mjs, every file): no module of ours may reach itself through its imports.
 * Every import counts: a type-only one (it still ties the two modules' meaning together, and a type moved
 * to the module that owns it undoes the knot), a dynamic `import()` and a `require()`. import-x/no-cycle
 * skips type-only imports, so it cannot say this.
 *
 * TypeScript's own reader and resolver find the imports (`preProcessFile`, `resolveModuleName` with the
 * repository's "Bundler" resolution, so `@site-chrome/*` package names reach the workspaces' files through
 * their "exports"). Files under node_modules are outside the graph.
 */

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  noEmit: true,
};
const resolutionCache = ts.createModuleResolutionCache(process.cwd(), (name) => name, compilerOptions);
const sourceExtension = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/**
 * What one ESLint process knows of the graph, built as files are linted: each module's imports (file
 * -> resolved files of ours) and, once asked, the strongly connected component each module sits in.
 */
let imports = new Map();
let componentOf = new Map();

function forgetGraph() {
  imports = new Map();
  componentOf = new Map();
  resolutionCache.clear();
}

function realFile(file) {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** The files of ours `text` (the source of `file`) imports, with the request that names each. */
function importsIn(file, text) {
  const found = [];
  for (const { fileName: request } of ts.preProcessFile(text, true, true).importedFiles) {
    const resolved = ts.resolveModuleName(
      request,
      file,
      compilerOptions,
      ts.sys,
      resolutionCache,
    ).resolvedModule;
    if (!resolved) continue;
    const target = realFile(resolved.resolvedFileName);
    if (target.includes(`${path.sep}node_modules${path.sep}`) || !sourceExtension.test(target)) continue;
    found.push({ request, target });
  }
  return found;
}

function importsOf(file) {
  let known = imports.get(file);
  if (!known) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // A request resolved to a file that cannot be read leads nowhere further.
    }
    known = importsIn(file, text);
    imports.set(file, known);
  }
  return known;
}

/**
 * Tarjan's strongly connected components over every module reachable from `start`, without recursion (a
 * chain of imports can be deeper than the call stack). Each module of a component of two or more gets the
 * component's set of files; a module in no circle gets null.
 */
function findComponents(start) {
  const order = new Map();
  const lowest = new Map();
  const stack = [];
  const onStack = new Set();
  let counter = 0;
  const visit = (file) => {
    order.set(file, counter);
    lowest.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    return { file, targets: importsOf(file).map(({ target }) => target), next: 0 };
  };
  const frames = [visit(start)];
  while (frames.length > 0) {
    const frame = frames.at(-1);
    if (frame.next < frame.targets.length) {
      const target = frame.targets[frame.next];
      frame.next += 1;
      if (componentOf.has(target)) continue;
      if (!order.has(target)) frames.push(visit(target));
      else if (onStack.has(target))
        lowest.set(frame.file, Math.min(lowest.get(frame.file), order.get(target)));
      continue;
    }
    frames.pop();
    const parent = frames.at(-1);
    if (parent) lowest.set(parent.file, Math.min(lowest.get(parent.file), lowest.get(frame.file)));
    if (lowest.get(frame.file) !== order.get(frame.file)) continue;
    const members = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      members.add(member);
    } while (member !== frame.file);
    for (const file of members) componentOf.set(file, members.size > 1 ? members : null);
  }
}

/** The shortest way from `from` back to `to` inside one component: the circle's remaining steps. */
function pathWithin(component, from, to) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === to) break;
    for (const { target } of importsOf(file)) {
      if (!component.has(target) || cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      queue.push(target);
    }
  }
  const steps = [];
  for (let file = to; file !== null && file !== undefined; file = cameFrom.get(file)) steps.unshift(file);
  return steps;
}

/** The AST nodes that name a module: where a circle's first step is reported. */
function requestNodes(node, found) {
  const source = node.source ?? node.moduleReference?.expression;
  if (source?.type === 'Literal' && typeof source.value === 'string') found.set(source.value, node);
}

const noCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse import circles, type-only and dynamic imports included.' },
    schema: [],
    messages: {
      circle:
        'Import circle: {{circle}}. Type-only and dynamic imports count too: move what the modules share to ' +
        'the one that owns it, so the imports run one way.',
    },
  },
  create(context) {
    const file = realFile(context.physicalFilename);
    if (!path.isAbsolute(file)) return {};
    const nodes = new Map();
    const remember = (node) => requestNodes(node, nodes);
    return {
      ImportDeclaration: remember,
      ExportNamedDeclaration: remember,
      ExportAllDeclaration: remember,
      ImportExpression: remember,
      TSImportEqualsDeclaration: remember,
      'CallExpression[callee.name="require"]'(node) {
        const [argument] = node.arguments;
        if (argument?.type === 'Literal' && typeof argument.value === 'string')
          nodes.set(argument.value, node);
      },
      'Program:exit'(program) {
        // The text being linted, not the file on disk: an editor lints what is typed. Once this file's imports
        // differ from what the graph holds, what was found from them is stale: start again.
        const current = importsIn(file, context.sourceCode.text);
        const held = imports.get(file);
        if (held && JSON.stringify(held) !== JSON.stringify(current)) forgetGraph();
        imports.set(file, current);
        if (!componentOf.has(file)) findComponents(file);
        const component = componentOf.get(file);
        if (!component) return;
        const step = current.find(({ target }) => component.has(target));
        const circle = [file, ...pathWithin(component, step.target, file)]
          .map((member) => path.relative(context.cwd, member))
          .join(' -> ');
        context.report({ node: nodes.get(step.request) ?? program, messageId: 'circle', data: { circle } });
      },
    };
  },
};

/** The plugin eslint.config.mjs registers: `import-circles/no-circle`. */
export const importCircles = { rules: { 'no-circle': noCircle } };
