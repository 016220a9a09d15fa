import { defineConfig } from '@pandacss/dev';
import { globalStyles } from './src/ui/theme/global-styles';
import { theme } from './src/ui/theme/theme';

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  outExtension: 'js',
  importMap: '#styled-system',
  theme,
  globalCss: globalStyles,
});
