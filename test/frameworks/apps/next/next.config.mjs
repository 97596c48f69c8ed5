export default { typescript: { ignoreBuildErrors: false }, devIndicators: false };
