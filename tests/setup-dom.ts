import '@testing-library/jest-dom/vitest';
// jsdom lacks a few browser APIs Ark UI and react-hot-toast call.
import '#ui/components/jsdom-shims';
