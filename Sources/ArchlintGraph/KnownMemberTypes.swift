/// Names that SDK protocols and generic types give their adopters and extensions, which archlint
/// cannot read from the SDK: inside `struct Badge: ViewModifier`, `Content` is the modifier's
/// content, not the repository's `struct Content`; inside `extension Array`, `Element` is the
/// array's element. Repository protocols and generic types say theirs in their declarations.
enum KnownMemberTypes {
    static let byType: [String: [String]] = {
        var table: [String: [String]] = [:]
        func add(_ names: [String], for types: [String]) { for type in types { table[type, default: []] += names } }
        // SwiftUI, WidgetKit and friends.
        add(["Body"], for: ["View", "App", "Scene", "Commands", "Widget", "WidgetConfiguration", "ToolbarContent", "CustomizableToolbarContent", "TableRowContent", "TableColumnContent", "ChartContent", "MapContent", "DynamicViewContent"])
        add(["Body", "Content"], for: ["ViewModifier"])
        add(["Body", "Configuration"], for: [
            "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "MenuStyle", "GroupBoxStyle", "DisclosureGroupStyle",
            "ProgressViewStyle", "GaugeStyle", "ControlGroupStyle", "LabeledContentStyle", "NavigationSplitViewStyle", "TableStyle",
            "DatePickerStyle", "PickerStyle", "MenuButtonStyle", "FormStyle", "TextFieldStyle",
        ])
        add(["Previews"], for: ["PreviewProvider"])
        add(["Value"], for: ["EnvironmentKey", "PreferenceKey", "FocusedValueKey", "DynamicProperty", "ContainerValueKey"])
        add(["AnimatableData"], for: ["Animatable", "Shape", "InsettableShape", "VectorArithmetic"])
        add(["Cache", "AnimatableData"], for: ["Layout"])
        add(["UIViewType", "Coordinator"], for: ["UIViewRepresentable"])
        add(["UIViewControllerType", "Coordinator"], for: ["UIViewControllerRepresentable"])
        add(["NSViewType", "Coordinator"], for: ["NSViewRepresentable"])
        add(["NSViewControllerType", "Coordinator"], for: ["NSViewControllerRepresentable"])
        add(["Entry"], for: ["TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider"])
        add(["Representation"], for: ["Transferable"])
        // The standard library.
        add(["Element", "Iterator"], for: ["Sequence", "LazySequenceProtocol"])
        add(["Element"], for: ["IteratorProtocol", "SetAlgebra", "Array", "ArraySlice", "ContiguousArray", "Set", "AsyncStream", "CollectionOfOne"])
        add(["Element", "Index", "Indices", "SubSequence", "Iterator"], for: [
            "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "LazyCollectionProtocol",
        ])
        add(["Element", "AsyncIterator", "Failure"], for: ["AsyncSequence"])
        add(["Element", "Failure"], for: ["AsyncIteratorProtocol", "AsyncThrowingStream"])
        add(["ID"], for: ["Identifiable"])
        add(["RawValue"], for: ["RawRepresentable", "OptionSet"])
        add(["AllCases"], for: ["CaseIterable"])
        add(["Stride"], for: ["Strideable"])
        add(["Magnitude"], for: ["Numeric", "SignedNumeric", "BinaryInteger", "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint"])
        add(["ArrayLiteralElement"], for: ["ExpressibleByArrayLiteral"])
        add(["Key", "Value"], for: ["ExpressibleByDictionaryLiteral", "Dictionary", "KeyValuePairs"])
        add(["StringLiteralType"], for: ["ExpressibleByStringLiteral"])
        add(["IntegerLiteralType"], for: ["ExpressibleByIntegerLiteral"])
        add(["FloatLiteralType"], for: ["ExpressibleByFloatLiteral"])
        add(["Wrapped"], for: ["Optional"])
        add(["Success", "Failure"], for: ["Result", "Task"])
        add(["Bound"], for: ["Range", "ClosedRange", "RangeExpression"])
        add(["Root", "Value"], for: ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"])
        add(["Pointee"], for: ["UnsafePointer", "UnsafeMutablePointer"])
        add(["Base"], for: ["Slice"])
        add(["Value"], for: ["Binding", "State", "Published", "Bindable", "AppStorage", "SceneStorage", "Environment", "FocusState", "GestureState"])
        // Combine and The Composable Architecture.
        add(["Output", "Failure"], for: ["Publisher", "Subject"])
        add(["Input", "Failure"], for: ["Subscriber"])
        add(["SchedulerTimeType", "SchedulerOptions"], for: ["Scheduler"])
        add(["State", "Action", "Body"], for: ["Reducer"])
        add(["Value"], for: ["DependencyKey", "TestDependencyKey"])
        return table
    }()

    /// Every name some SDK protocol or generic type gives its adopters and extensions.
    static let allNames = NameSet(byType.values.joined())
}
