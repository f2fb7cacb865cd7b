// Gatsby's loader is a global in the browser; components that prefetch expect it.
global.___loader = {
  enqueue: jest.fn(),
};
