/**
 * The backend's folders as modules: each top-level folder of src/ is one node (`collapse`), and
 * no two import each other, directly or round a loop. The file-level no-circular rule cannot see
 * a loop that passes through different files of the same folders, and dependency-cruiser derives
 * cycles before it collapses, so check-folder-cycles.mjs finds the loops in this collapsed graph.
 * Test code is left out: a spec may use the kits of the modules it drives.
 */
module.exports = {
  options: {
    collapse: '^src/[^/]+',
    exclude: { path: ['\\.spec\\.ts$', '/testing/', '\\.conformance\\.ts$'] },
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
