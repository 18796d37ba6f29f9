const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { chromePageFederation } = require('@site-chrome/webpack');

const swc = {
  jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
};

module.exports = {
  mode: 'production',
  entry: './src/index.ts',
  output: { path: path.join(__dirname, 'dist'), publicPath: '/', clean: true },
  resolve: { extensions: ['.ts', '.tsx', '.js'] },
  module: { rules: [{ test: /\.tsx?$/, loader: 'swc-loader', options: swc }] },
  plugins: [
    // The page's one federation runtime, React and the chrome's singletons, and the host kit's runtime plugins.
    new ModuleFederationPlugin({ name: 'webpack_host', dts: false, ...chromePageFederation(__dirname) }),
    new HtmlWebpackPlugin({ title: 'webpack host', templateContent: '<div id="root"></div>' }),
  ],
};
