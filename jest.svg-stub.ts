/** What an `import url from './icon.svg'` gives under jest: a URL-shaped name (webpack gives the real one). */
export default 'test-file.svg';
