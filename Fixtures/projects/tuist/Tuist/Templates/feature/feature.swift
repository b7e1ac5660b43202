import ProjectDescription

let template = Template(description: "A new feature with its interface", attributes: [.required("name")], items: [])
