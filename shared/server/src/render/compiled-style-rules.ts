import type { ServerStyleSheet } from 'styled-components';

/**
 * Rules styled-components has compiled in this process, by component id and class name. The class name is a
 * hash of the component's CSS text and the compiler's settings, so the same pair always compiles to the
 * same rules: only the first render of a style pays for stylis (issue 41: about a third of a render's CPU
 * went to compiling the same few hundred rules again for every request's new sheet).
 */
const compiledRules = new Map<string, string[]>();
/**
 * A bound on what is kept: styles that interpolate data (a width from an answer) make new names; past this,
 * new names compile on every render again, as before, and the memory stays bounded.
 */
const maxCompiledRules = 4096;

const ruleKey = (id: string, name: string) => `${id}\u0000${name}`;

/**
 * Has `sheet` take an already compiled style's rules from the process's store instead of compiling them
 * again. The sheet still receives every rule its render uses (as its own), so its style tags are what they
 * would have been, byte for byte, and hold nothing another render used.
 */
export function reuseCompiledRules(sheet: ServerStyleSheet): void {
  const target = sheet.instance;
  const hasOwn = target.hasNameForId.bind(target);
  const insertOwn = target.insertRules.bind(target);
  target.insertRules = (id, name, rules) => {
    if (compiledRules.size < maxCompiledRules) compiledRules.set(ruleKey(id, name), rules);
    insertOwn(id, name, rules);
  };
  // styled-components asks this before compiling: "yes" after inserting the stored rules skips stylis.
  target.hasNameForId = (id, name) => {
    if (hasOwn(id, name)) return true;
    const rules = compiledRules.get(ruleKey(id, name));
    if (!rules) return false;
    insertOwn(id, name, rules);
    return true;
  };
}
