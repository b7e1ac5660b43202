import ProjectDescription

let plugin = Plugin(name: "HarborModules")
