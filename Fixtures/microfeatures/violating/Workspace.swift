import ProjectDescription

let workspace = Workspace(name: "Pantry", projects: ["App", "Features/*", "Foundation/*"])
