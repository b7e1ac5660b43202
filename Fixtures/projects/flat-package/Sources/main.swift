let counter = Counter()
for word in CommandLine.arguments.dropFirst() {
    counter.add(word)
}
print(counter.report())
