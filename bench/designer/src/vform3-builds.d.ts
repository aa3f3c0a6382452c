// vform3-builds ships a UMD bundle without type declarations.
declare module 'vform3-builds' {
  import type { Component, Plugin } from 'vue';
  const VForm3: Plugin & { VFormDesigner?: Component };
  export default VForm3;
}
