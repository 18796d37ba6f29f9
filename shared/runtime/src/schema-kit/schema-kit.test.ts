import * as z from '@site-chrome/runtime/schema-kit';

describe('the schema kit', () => {
  it('speaks English in its messages, which host teams read in props errors and skipped-item warnings', () => {
    const result = z.object({ theme: z.enum(['light', 'dark']) }).safeParse({ theme: 'blue' });

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid option: expected one of "light"|"dark"');
  });

  it('throws its own error class from parse, which the API client recognises', () => {
    expect(() => z.string().parse(1)).toThrow(z.ZodError);
    try {
      z.string().parse(1);
    } catch (error) {
      expect(z.prettifyError(error as z.ZodError)).toBe('✖ Invalid input: expected string, received number');
    }
  });
});
