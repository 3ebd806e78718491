// better-sqlite3 as npm placed it for this package (nested under it or hoisted beside docs-cli).
module.exports = {
  Database: require('better-sqlite3'),
  packageJson: require.resolve('better-sqlite3/package.json'),
};
