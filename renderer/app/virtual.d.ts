declare module 'virtual:site-shell' {
  const shell: import('../shared/page-data').SiteShellData;
  export default shell;
}
