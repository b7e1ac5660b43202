import ProjectDescription

let workspace = Workspace(name: "Harbor", projects: ["App", "Features/**", "Shared/**"])
