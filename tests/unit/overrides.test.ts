/**
 * The register of overrides (src/theme/overrides.json, mirrored by src/theme/README.md) against
 * what is installed and what the repository holds: an upgrade of Docusaurus that renames or drops
 * a replaced file, or an override nobody registered, fails here instead of breaking the site quietly.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {repoRoot} from '../../lib/paths';
import {replacedModules as codeHighlightingReplacements} from '../../plugins/code-highlighting';
import {replacedModules as responsiveLayoutReplacements} from '../../plugins/responsive-layout';
import {replacedModules as startupReplacements} from '../../plugins/startup';

interface ComponentOverride {
  name: string;
  local: string;
  replaces: string;
  kind: 'copy' | 'wrapper' | 'replacement';
  why: string;
}
interface ModuleReplacement {
  name: string;
  local: string;
  replaces: string;
  requestedBy: string[];
  matcher: string;
  why: string;
}
interface DeepImport {
  module: string;
  declarations: string;
  names: string[];
  why: string;
}
interface Register {
  docusaurusVersion: string;
  components: ComponentOverride[];
  moduleReplacements: ModuleReplacement[];
  deepImports: DeepImport[];
}

const register = JSON.parse(readFileSync(path.join(repoRoot, 'src', 'theme', 'overrides.json'), 'utf8')) as Register;
const readme = readFileSync(path.join(repoRoot, 'src', 'theme', 'README.md'), 'utf8');
const nodeModules = path.join(repoRoot, 'node_modules');

/** A register path: a package file (`@docusaurus/…`) under node_modules, or a file of this repository. */
const fileOf = (registered: string) => (registered.startsWith('@') ? path.join(nodeModules, registered) : path.join(repoRoot, registered));

const installedVersion = (packageName: string) =>
  (JSON.parse(readFileSync(path.join(nodeModules, packageName, 'package.json'), 'utf8')) as {version: string}).version;

/** The folders whose components Docusaurus puts under `@theme/…`, the site's and the local plugins'. */
function themeFolders(): string[] {
  const pluginThemes = readdirSync(path.join(repoRoot, 'plugins'))
    .map((plugin) => path.join('plugins', plugin, 'theme'))
    .filter((folder) => existsSync(path.join(repoRoot, folder)));
  return [path.join('src', 'theme'), ...pluginThemes];
}

/** `@theme/X` component names a theme folder provides (`CodeBlock/Content/String`, `SearchBar`…). */
function themeComponents(folder: string): {name: string; file: string}[] {
  const found: {name: string; file: string}[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(repoRoot, folder, relative), {withFileTypes: true})) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const name = child.replace(/\.tsx?$/, '').replace(/\/index$/, '');
        found.push({name, file: path.posix.join(folder, child)});
      }
    }
  };
  walk('');
  return found;
}

/** The upstream file an `@theme/X` name would resolve to without this site, if there is one. */
function upstreamComponent(name: string): string | undefined {
  const candidates = [
    `@docusaurus/theme-classic/lib/theme/${name}/index.js`,
    `@docusaurus/theme-classic/lib/theme/${name}.js`,
    `@docusaurus/core/lib/client/theme-fallback/${name}/index.js`,
  ];
  return candidates.find((candidate) => existsSync(fileOf(candidate)));
}

test('Docusaurus instalado es la versión contra la que se revisó el registro', () => {
  for (const packageName of ['@docusaurus/core', '@docusaurus/theme-classic', '@docusaurus/theme-common']) {
    assert.equal(
      installedVersion(packageName),
      register.docusaurusVersion,
      `${packageName} ${installedVersion(packageName)} instalado, el registro src/theme/overrides.json dice ${register.docusaurusVersion}: revisa cada override contra la versión nueva y actualiza el registro`,
    );
  }
});

test('cada archivo que el sitio reemplaza sigue existiendo, y el reemplazo también', () => {
  for (const entry of [...register.components, ...register.moduleReplacements]) {
    assert.ok(existsSync(fileOf(entry.replaces)), `${entry.name}: ya no existe ${entry.replaces}; el override ya no reemplaza nada`);
    assert.ok(existsSync(fileOf(entry.local)), `${entry.name}: no existe ${entry.local}`);
    assert.ok(entry.why.trim().length > 20, `${entry.name}: falta el porqué`);
  }
});

test('todo componente del tema que tapa uno de Docusaurus está en el registro, con su archivo de origen', () => {
  const registered = new Map(register.components.map((entry) => [entry.local, entry]));
  for (const folder of themeFolders()) {
    for (const {name, file} of themeComponents(folder)) {
      const upstream = upstreamComponent(name);
      if (!upstream) continue;
      const entry = registered.get(file);
      assert.ok(entry, `${file} reemplaza ${upstream} y no está en src/theme/overrides.json`);
      assert.equal(entry.replaces, upstream, `${file}: el registro dice que reemplaza ${entry.replaces}`);
      assert.equal(entry.name, name);
    }
  }
});

test('un wrapper envuelve de verdad el original, y una copia no', () => {
  for (const entry of register.components) {
    const source = readFileSync(fileOf(entry.local), 'utf8');
    const wraps = source.includes(`@theme-original/${entry.name}'`) || source.includes(`@theme-init/${entry.name}'`);
    assert.equal(wraps, entry.kind === 'wrapper', `${entry.local}: el registro dice "${entry.kind}"`);
  }
});

test('cada reemplazo de módulo sigue encontrando el módulo que reemplaza', () => {
  const matchers: Record<string, RegExp> = {...responsiveLayoutReplacements, ...codeHighlightingReplacements, ...startupReplacements};
  for (const entry of register.moduleReplacements) {
    const matcher = matchers[entry.name];
    assert.ok(matcher, `${entry.matcher} no exporta el patrón de "${entry.name}" en replacedModules`);
    const replacedPath = fileOf(entry.replaces);
    const moduleName = path.basename(entry.replaces).replace(/\.(js|ts|tsx)$/, '');
    let matched = matcher.test(replacedPath);
    for (const requester of entry.requestedBy) {
      const source = readFileSync(fileOf(requester), 'utf8');
      // An import, a require, a bare string line, or the path a webpack config resolves for its entry.
      const requests = [...source.matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*|resolve\(__dirname,\s*|^\s*)['"]([^'"]+)['"]/gm)].map(
        (match) => match[1],
      );
      const ofModule = requests.filter((request) => request.endsWith(moduleName) || request.endsWith(`${moduleName}.js`));
      assert.ok(ofModule.length > 0, `${requester} ya no pide ${moduleName}: el reemplazo de "${entry.name}" no se aplicaría`);
      matched ||= ofModule.some((request) => matcher.test(request));
    }
    assert.ok(matched, `el patrón de "${entry.name}" (${matcher}) no coincide con ninguna petición de ${entry.replaces}`);
  }
});

test('las importaciones internas de Docusaurus existen y están todas en el registro', () => {
  for (const deep of register.deepImports) {
    const declarations = readFileSync(fileOf(deep.declarations), 'utf8');
    for (const name of deep.names) {
      assert.match(declarations, new RegExp(`\\b${name}\\b`), `${deep.module} ya no exporta ${name}`);
    }
  }
  const used = new Map<string, Set<string>>();
  const sourceFolders = ['src', 'plugins', 'lib'];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(repoRoot, folder), {withFileTypes: true})) {
      const child = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = readFileSync(path.join(repoRoot, child), 'utf8');
        for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(@docusaurus\/[^']*\/internal)'/g)) {
          const names = used.get(match[2]) ?? new Set<string>();
          for (const name of match[1]
            .split(',')
            .map((part) => part.replace(/^\s*type\s+/, '').trim())
            .filter(Boolean)) {
            names.add(name.split(/\s+as\s+/)[0]!);
          }
          used.set(match[2], names);
        }
      }
    }
  };
  sourceFolders.forEach(walk);
  for (const [module, names] of used) {
    const deep = register.deepImports.find((candidate) => candidate.module === module);
    assert.ok(deep, `${module} se importa y no está en el registro`);
    for (const name of names) assert.ok(deep.names.includes(name), `${module}: ${name} se importa y no está en el registro`);
  }
});

test('src/theme/README.md refleja el registro', () => {
  assert.ok(readme.includes(register.docusaurusVersion), 'el README no dice la versión revisada');
  for (const entry of [...register.components, ...register.moduleReplacements]) {
    assert.ok(readme.includes(`\`${entry.local}\``), `el README no menciona ${entry.local}`);
    assert.ok(readme.includes(`\`${entry.replaces}\``), `el README no menciona ${entry.replaces}`);
  }
  for (const deep of register.deepImports)
    for (const name of deep.names) assert.ok(readme.includes(`\`${name}\``), `el README no menciona ${name}`);
});
