// Mantine's preset gives CSS files the breakpoint and light/dark mixins the components expect.
module.exports = {
  plugins: {
    "postcss-preset-mantine": {},
  },
};
