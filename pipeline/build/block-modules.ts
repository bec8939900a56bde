import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseAst } from 'vite';

/** The module that maps each block type to its component; the client build reads it to split blocks by page. */
export const BLOCK_REGISTRY = resolve('src/blocks/registry.ts');
const REGISTRY_EXPORT = 'blockComponents';

/** Where a block type's component lives: the file the registry imports it from, under the name it has there. */
export interface BlockModule {
  file: string;
  name: string;
}

type Program = ReturnType<typeof parseAst>;
type Expression = Extract<Program['body'][number], { type: 'ExpressionStatement' }>['expression'];

function registryProblem(what: string): Error {
  return new Error(`${BLOCK_REGISTRY}: ${what}; expected \`export const ${REGISTRY_EXPORT} = { type: Component, ... }\` with each component imported by name`);
}

function objectLiteral(expression: Expression | null): Extract<Expression, { type: 'ObjectExpression' }> {
  let value = expression;
  while (value && (value.type === 'TSSatisfiesExpression' || value.type === 'TSAsExpression')) value = value.expression;
  if (value?.type !== 'ObjectExpression') throw registryProblem(`${REGISTRY_EXPORT} is not an object literal`);
  return value;
}

/**
 * Reads the registry's own source rather than running it: for each block type, the module and
 * export of its component, so that a page's chunk can import exactly the components it renders.
 */
export function blockModules(): Map<string, BlockModule> {
  const program = parseAst(readFileSync(BLOCK_REGISTRY, 'utf8'), { lang: 'ts' }, BLOCK_REGISTRY);
  const imported = new Map<string, BlockModule>();
  const types = new Map<string, BlockModule>();
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration' && statement.importKind === 'value') {
      const file = resolve(dirname(BLOCK_REGISTRY), statement.source.value);
      for (const specifier of statement.specifiers) {
        if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
        const name = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
        imported.set(specifier.local.name, { file, name });
      }
    }
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || declarator.id.name !== REGISTRY_EXPORT) continue;
      for (const property of objectLiteral(declarator.init).properties) {
        if (property.type !== 'Property' || property.computed) throw registryProblem('a block type is not a plain key');
        const type = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
        const component = property.value.type === 'Identifier' ? imported.get(property.value.name) : undefined;
        if (type === undefined || !component) throw registryProblem(`the component of block type "${type ?? '?'}" is not one the registry imports by name`);
        types.set(type, component);
      }
    }
  }
  if (types.size === 0) throw registryProblem(`no ${REGISTRY_EXPORT} found`);
  return types;
}
