import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '../../../schema/blocks/index.ts';
import { blockModules } from '../../../pipeline/build/block-modules.ts';
import { squeezeCss } from '../../../pipeline/build/squeeze-css.ts';
import { blockComponents } from '../../../src/blocks/registry.ts';

describe('the block registry as the client build reads it', () => {
  it('names, for every block type, the module and export of the component the registry gives it', async () => {
    const modules = blockModules();
    expect([...modules.keys()].sort()).toEqual([...BLOCK_TYPES].sort());
    for (const [type, { file, name }] of modules) {
      const module = (await import(file)) as Record<string, unknown>;
      expect(module[name], type).toBe(blockComponents[type as keyof typeof blockComponents]);
    }
  });
});

describe('CSS templates without the white space CSS does not need', () => {
  it('joins the declarations and keeps one space between the words of a value', () => {
    expect(squeezeCss(['\n  margin: 0\n    auto;\n  color: red;\n'])).toEqual(['margin:0 auto;color:red;']);
  });

  it('keeps the space that makes a descendant selector', () => {
    expect(squeezeCss(['\n  & :hover {\n    color: red;\n  }\n'])).toEqual(['& :hover{color:red;}']);
  });

  it('keeps a space between a word and an interpolation', () => {
    expect(squeezeCss(['\n  border: 1px solid\n    ', ';\n'])).toEqual(['border:1px solid ', ';']);
  });

  it('leaves quoted strings and comments as they are, even across an interpolation', () => {
    expect(squeezeCss(["\n  /* it's */\n  content: '", "  a,  b ';\n"])).toEqual(["/* it's */ content:'", "  a,  b ';"]);
  });

  it('leaves a template with a line comment alone', () => {
    const pieces = ['\n  // the next line would join this comment\n  color: red;\n'];
    expect(squeezeCss(pieces)).toEqual(pieces);
  });
});
