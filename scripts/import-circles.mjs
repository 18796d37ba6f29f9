import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importsIn, realFile, requestNodeVisitors } from './module-imports.mjs';

/*
 * An ESLint rule (eslint.config.mjs, every file): no module of ours may reach itself through its imports.
 * Every import counts: a type-only one (it still ties the two modules' meaning together, and a type moved
 * to the module that owns it undoes the knot), a dynamic `import()` and a `require()`. import-x/no-cycle
 * skips type-only imports, so it cannot say this.
 *
 * The imports are read and resolved as TypeScript does (scripts/module-imports.mjs); files under node_modules
 * are outside the graph, and so are files that import nothing (JSON, images).
 */

/**
 * What one ESLint process knows of the graph, built as files are linted: each module's imports (file
 * -> resolved files of ours) and, once asked, the strongly connected component each module sits in.
 */
let imports = new Map();
let componentOf = new Map();

const sourceExtension = /\.(?:[cm]?[jt]s|[jt]sx)$/;
/** The modules `text` (the source of `file`) imports: source files only, which may import in turn. */
const sourceImportsIn = (file, text) =>
  importsIn(file, text).filter(({ target }) => sourceExtension.test(target));

/** Forgets the components found so far: one module's imports changed. What each other module imports stays. */
function forgetComponents() {
  componentOf = new Map();
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
    known = sourceImportsIn(file, text);
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
    return {
      ...requestNodeVisitors(nodes),
      'Program:exit'(program) {
        // The text being linted, not the file on disk: an editor lints what is typed. Once this file's imports
        // differ from what the graph holds, the components found from them are stale: find them again.
        const current = sourceImportsIn(file, context.sourceCode.text);
        const held = imports.get(file);
        if (held && JSON.stringify(held) !== JSON.stringify(current)) forgetComponents();
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
